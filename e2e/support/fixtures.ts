// The journeys' `test` and `expect`: Playwright's, with the fixtures every journey uses.
// - `page`: a fresh browser context per test (Playwright's own), whose `goto` and `reload` resolve once a
//   server-rendered page is interactive, and whose uncaught errors fail the test (except those a test says it causes
//   on purpose, with `test.use({ expectedPageErrors })`).
// - `baseURL` (the store of the run, see support/store.ts) and `url(path)`.
// - `newJourneyPage()`: another shopper's browser (a fresh context) with the same rules, closed after the test.
// - `mailbox`: what the run's SMTP server received (a store this run started sends its e-mails there).
// - With E2E_PREVIEW_URL, every browser context opens that preview link first (openedPreview).
import { test as base, expect, type BrowserContext, type Page } from '@playwright/test';
import type { ParsedMail } from 'mailparser';
import { SERVER_STATE_ELEMENT_ID } from '@storefront/shared/contracts';
import { caughtMail } from './mailCatcher';
import { mailDir, previewLink, storeStartedHere, storeUrl } from './store';

export { expect };

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

/** Makes `page` a journey page (see waitForInteractivePages) and returns the list its uncaught errors are collected in. */
export function journeyPage(page: Page): string[] {
  waitForInteractivePages(page);
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  return errors;
}

export interface Mailbox {
  /** Every message the run's SMTP server has accepted so far, parsed, oldest first. */
  messages(): Promise<ParsedMail[]>;
}

export interface JourneyOptions {
  /** Uncaught page errors the test causes on purpose (a remote's broken code): these alone do not fail it. */
  expectedPageErrors: RegExp[];
}

export interface JourneyFixtures {
  /** The address of `path` on the store of the run. */
  url: (path: string) => string;
  /** Opens a page in a fresh browser context of the test's viewport: another shopper, or the same one elsewhere. */
  newJourneyPage: () => Promise<Page>;
  mailbox: Mailbox;
}

/**
 * With E2E_PREVIEW_URL, every browser context the run makes (the `page` fixture's, `newJourneyPage`'s, a test's own
 * `browser.newContext()`) opens the preview link before anything else, so it gets the composition cookie that pins
 * the candidate release: the whole suite runs against the store with the candidate in it.
 */
async function openedPreview(context: BrowserContext, link: string): Promise<BrowserContext> {
  const response = await context.request.get(link, { maxRedirects: 0 });
  if (response.status() !== 303) throw new Error(`E2E_PREVIEW_URL: the store answered ${response.status()}: ${await response.text()}`);
  if (!(await context.cookies()).some((cookie) => cookie.name === 'sf_composition'))
    throw new Error('E2E_PREVIEW_URL: the browser context kept no composition cookie');
  return context;
}

export const test = base.extend<JourneyOptions & JourneyFixtures, object>({
  browser: [
    async ({ browser }, use) => {
      const link = previewLink();
      if (link) {
        const newContext = browser.newContext.bind(browser);
        browser.newContext = async (options) => openedPreview(await newContext(options), link);
      }
      await use(browser);
    },
    { scope: 'worker' },
  ],
  expectedPageErrors: [[], { option: true }],
  baseURL: async ({}, use) => {
    await use(storeUrl());
  },
  url: async ({ baseURL }, use) => {
    await use((path) => `${baseURL}${path}`);
  },
  page: async ({ page, expectedPageErrors }, use) => {
    const errors = journeyPage(page);
    await use(page);
    expect(
      errors.filter((error) => !expectedPageErrors.some((expected) => expected.test(error))),
      'uncaught errors in the page',
    ).toEqual([]);
  },
  newJourneyPage: async ({ browser, viewport, baseURL }, use) => {
    const opened: { context: BrowserContext; errors: string[] }[] = [];
    await use(async () => {
      const context = await browser.newContext({ viewport, baseURL });
      const page = await context.newPage();
      opened.push({ context, errors: journeyPage(page) });
      return page;
    });
    for (const { context } of opened) await context.close();
    expect(
      opened.flatMap(({ errors }) => errors),
      'uncaught errors in the other pages',
    ).toEqual([]);
  },
  mailbox: async ({}, use) => {
    const dir = mailDir();
    await use({
      messages: async () => {
        if (!dir) throw new Error('no mail catcher in this run: only a store the run starts sends its e-mails to one (E2E_BASE_URL is set)');
        return caughtMail(dir);
      },
    });
  },
});

/**
 * For a `test.describe` whose tests need this checkout's own build or a store of their own (they read its dist/, or
 * build and start one): a run against the store E2E_BASE_URL names builds and starts nothing, so it skips them and
 * says why.
 */
export function onlyWithTheRunsOwnStore(reason: string): void {
  test.skip(!storeStartedHere(), `E2E_BASE_URL names another store, and this ${reason}`);
}
