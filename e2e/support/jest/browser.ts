// Launches Debian's Chromium through playwright-core with the flags this environment needs.
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import { baseUrl } from './state';
import { SERVER_STATE_ELEMENT_ID } from '@storefront/shared/src/ssr/pageContract';

export const CHROMIUM_FLAGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

export function launchBrowser(): Promise<Browser> {
  return chromium.launch({ executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium', args: CHROMIUM_FLAGS, headless: true });
}

export interface Session {
  context: BrowserContext;
  page: Page;
  url: (path: string) => string;
  errors: string[];
}

/**
 * A server-rendered page is on screen before its scripts run, and its buttons work once the shell has hydrated it
 * (`<html data-page-ready>`). A journey acts like a shopper who waits for that: `goto` and `reload` resolve then.
 */
export function waitForInteractivePages(page: Page): void {
  const interactive = () =>
    page.waitForFunction((stateId) => !document.getElementById(stateId) || document.documentElement.dataset.pageReady === 'true', SERVER_STATE_ELEMENT_ID);
  const goto = page.goto.bind(page);
  const reload = page.reload.bind(page);
  page.goto = async (...args) => {
    const response = await goto(...args);
    await interactive();
    return response;
  };
  page.reload = async (...args) => {
    const response = await reload(...args);
    await interactive();
    return response;
  };
}

/** A fresh browser context (empty localStorage) with the page's uncaught errors collected. */
export async function openSession(browser: Browser, viewport = { width: 1280, height: 900 }): Promise<Session> {
  const context = await browser.newContext({ viewport });
  const page = await context.newPage();
  waitForInteractivePages(page);
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  const base = baseUrl();
  return { context, page, url: (path) => `${base}${path}`, errors };
}

/**
 * The hooks most journey files share: one browser for the file, a fresh session (empty storage) per test, and no
 * uncaught page error allowed. Returns a handle whose fields always point at the current test's session.
 */
export function useJourneySession(viewport?: { width: number; height: number }): Session {
  let browser: Browser;
  let current: Session | undefined;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser.close();
  });
  beforeEach(async () => {
    current = await openSession(browser, viewport);
  });
  afterEach(async () => {
    const session = current!;
    current = undefined;
    await session.context.close();
    expect(session.errors).toEqual([]);
  });
  const active = (): Session => {
    if (!current) throw new Error('no journey session outside a test');
    return current;
  };
  return {
    get context() {
      return active().context;
    },
    get page() {
      return active().page;
    },
    get errors() {
      return active().errors;
    },
    url: (path: string) => active().url(path),
  };
}
