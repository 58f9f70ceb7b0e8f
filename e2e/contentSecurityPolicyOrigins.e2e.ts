// A remote hosted on another origin: it loads when the served remotes.json names that origin (the page's policy is
// built from it), and is blocked, costing only its own screens, when only the browser was told about it.
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { launchBrowser, openSession } from './support/jest/browser';

// eslint-disable-next-line @typescript-eslint/no-require-imports
const { startStore } = require('../scripts/storeProcess.cjs') as typeof import('../scripts/storeProcess.cjs');

const CART_ORIGIN = 'https://cart.example';
const UNNAMED_ORIGIN = 'https://unnamed.example';

let browser: Browser;
let store: Awaited<ReturnType<typeof startStore>>;
let dir: string;

beforeAll(async () => {
  dir = mkdtempSync(path.join(os.tmpdir(), 'storefront-csp-origins-'));
  const remotes = JSON.parse(readFileSync(path.join(__dirname, '../shell/public/remotes.json'), 'utf8')) as { remotes: Record<string, unknown>[] };
  for (const remote of remotes.remotes) {
    if (remote.name !== 'cart') continue;
    remote.manifest = `${CART_ORIGIN}/mf-manifest.json`;
    delete remote.release;
  }
  writeFileSync(path.join(dir, 'remotes.json'), JSON.stringify(remotes));
  [browser, store] = await Promise.all([launchBrowser(), startStore({ stdio: 'ignore', env: { REMOTES_FILE: path.join(dir, 'remotes.json') } })]);
}, 120_000);
afterAll(async () => {
  await Promise.all([browser?.close(), store?.stop()]);
  rmSync(dir, { recursive: true, force: true });
});

/** Serves the cart's build at another origin, as a cart team hosting its own remote would. */
async function hostCartAt(page: Page, origin: string) {
  await page.route(`${origin}/**`, async (route) => {
    const { pathname, search } = new URL(route.request().url());
    const response = await route.fetch({ url: `${store.baseUrl}/mf/cart${pathname}${search}` });
    await route.fulfill({ response });
  });
}

async function openCartPage(setUp: (page: Page) => Promise<void>) {
  const session = await openSession(browser);
  const { page } = session;
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { __cspViolations: string[] }).__cspViolations = seen;
    document.addEventListener('securitypolicyviolation', (event) => seen.push(`${event.effectiveDirective} ${event.blockedURI}`));
  });
  await setUp(page);
  await page.goto(`${store.baseUrl}/cart`);
  return { session, violations: () => page.evaluate(() => (window as unknown as { __cspViolations: string[] }).__cspViolations) };
}

test('a remote on an origin the served remotes.json names loads, chunks included, without a violation', async () => {
  const { session, violations } = await openCartPage((page) => hostCartAt(page, CART_ORIGIN));
  const { page } = session;
  await page.locator('[data-boundary="cart"] h1').first().waitFor();
  const cartFiles: string[] = [];
  page.on('request', (request) => request.url().startsWith(CART_ORIGIN) && cartFiles.push(request.url()));
  // An overlay of the same remote comes from its chunks on that origin too.
  await page
    .getByRole('banner')
    .getByRole('button', { name: /^Wishlist/ })
    .click();
  await page.getByRole('dialog', { name: /wishlist/i }).waitFor();
  await page.waitForLoadState('networkidle');
  expect(cartFiles.length).toBeGreaterThan(0);
  expect(await violations()).toEqual([]);
  expect(session.errors).toEqual([]);
  await session.context.close();
});

test('a remote moved to an origin only the browser was told about is blocked, and only its screens fail', async () => {
  const { session, violations } = await openCartPage(async (page) => {
    await hostCartAt(page, UNNAMED_ORIGIN);
    await page.route('**/remotes.json', async (route) => {
      const response = await route.fetch();
      const json = (await response.json()) as { remotes: { name: string; manifest: string }[] };
      for (const remote of json.remotes) if (remote.name === 'cart') remote.manifest = `${UNNAMED_ORIGIN}/mf-manifest.json`;
      await route.fulfill({ response, json });
    });
  });
  const { page } = session;
  await page.getByText('This part of the store is unavailable').first().waitFor();
  await page
    .getByRole('banner')
    .getByRole('button', { name: /^Wishlist/ })
    .waitFor();
  expect(await violations()).toContainEqual(expect.stringMatching(new RegExp(`^connect-src ${UNNAMED_ORIGIN}/mf-manifest\\.json`)));
  await session.context.close();
});
