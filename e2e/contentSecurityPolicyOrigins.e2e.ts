// A remote hosted on another origin: it loads when the served remotes.json names that origin (the page's policy is
// built from it), and is blocked, costing only its own screens, when only the browser was told about it.
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { expect, onlyWithTheRunsOwnStore, test } from './support/fixtures';

// eslint-disable-next-line @typescript-eslint/no-require-imports
const { startStore } = require('../scripts/storeProcess.cjs') as typeof import('../scripts/storeProcess.cjs');

const CART_ORIGIN = 'https://cart.example';
const UNNAMED_ORIGIN = 'https://unnamed.example';

onlyWithTheRunsOwnStore("test starts a store of its own from this checkout's build, serving another remotes.json");

let store: Awaited<ReturnType<typeof startStore>>;
let dir: string;

test.beforeAll(async () => {
  test.setTimeout(120_000);
  dir = mkdtempSync(path.join(os.tmpdir(), 'storefront-csp-origins-'));
  const remotes = JSON.parse(readFileSync(path.join(__dirname, '../shell/public/remotes.json'), 'utf8')) as { remotes: Record<string, unknown>[] };
  for (const remote of remotes.remotes) {
    if (remote.name !== 'cart') continue;
    remote.manifest = `${CART_ORIGIN}/mf-manifest.json`;
    delete remote.release;
  }
  writeFileSync(path.join(dir, 'remotes.json'), JSON.stringify(remotes));
  store = await startStore({ stdio: 'ignore', env: { REMOTES_FILE: path.join(dir, 'remotes.json') } });
});
test.afterAll(async () => {
  await store?.stop();
  if (dir) rmSync(dir, { recursive: true, force: true });
});

/** Serves the cart's build at another origin, as a cart team hosting its own remote would. */
async function hostCartAt(page: Page, origin: string) {
  await page.route(`${origin}/**`, async (route) => {
    const { pathname, search } = new URL(route.request().url());
    const response = await route.fetch({ url: `${store.baseUrl}/mf/cart${pathname}${search}` });
    await route.fulfill({ response });
  });
}

async function openCartPage(page: Page, setUp: (page: Page) => Promise<void>) {
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { __cspViolations: string[] }).__cspViolations = seen;
    document.addEventListener('securitypolicyviolation', (event) => seen.push(`${event.effectiveDirective} ${event.blockedURI}`));
  });
  await setUp(page);
  await page.goto(`${store.baseUrl}/cart`);
  return () => page.evaluate(() => (window as unknown as { __cspViolations: string[] }).__cspViolations);
}

test('a remote on an origin the served remotes.json names loads, chunks included, without a violation', async ({ page }) => {
  const violations = await openCartPage(page, (page) => hostCartAt(page, CART_ORIGIN));
  await expect(page.locator('[data-boundary="cart"] h1').first()).toBeVisible();
  const cartFiles: string[] = [];
  page.on('request', (request) => request.url().startsWith(CART_ORIGIN) && cartFiles.push(request.url()));
  // An overlay of the same remote comes from its chunks on that origin too.
  await page
    .getByRole('banner')
    .getByRole('button', { name: /^Wishlist/ })
    .click();
  await expect(page.getByRole('dialog', { name: /wishlist/i })).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(cartFiles.length).toBeGreaterThan(0);
  expect(await violations()).toEqual([]);
});

test('a remote moved to an origin only the browser was told about is blocked, and only its screens fail', async ({ page }) => {
  const violations = await openCartPage(page, async (page) => {
    await hostCartAt(page, UNNAMED_ORIGIN);
    await page.route('**/remotes.json', async (route) => {
      const response = await route.fetch();
      const json = (await response.json()) as { remotes: { name: string; manifest: string }[] };
      for (const remote of json.remotes) if (remote.name === 'cart') remote.manifest = `${UNNAMED_ORIGIN}/mf-manifest.json`;
      await route.fulfill({ response, json });
    });
  });
  await expect(page.getByText('This part of the store is unavailable').first()).toBeVisible();
  await expect(page.getByRole('banner').getByRole('button', { name: /^Wishlist/ })).toBeVisible();
  expect(await violations()).toContainEqual(expect.stringMatching(new RegExp(`^connect-src ${UNNAMED_ORIGIN}/mf-manifest\\.json`)));
});
