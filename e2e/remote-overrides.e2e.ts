// A developer points one remote of the real store at another mf-manifest.json (?remote.<name>= or localStorage) only
// where remotes.json allows overrides; a shopper's store ignores them.
import type { Page } from '@playwright/test';
import { expect, test } from './support/fixtures';

// Another URL of the same manifest, so the override is visible in the requests and the cart still works.
const OVERRIDE = '/mf/cart/mf-manifest.json?override=local';

async function serveRemotesJson(page: Page, allowRemoteOverrides: boolean): Promise<void> {
  await page.route('**/remotes.json', async (route) => {
    const response = await route.fetch();
    await route.fulfill({ response, json: { ...(await response.json()), allowRemoteOverrides } });
  });
}

async function rememberOverride(page: Page): Promise<void> {
  await page.addInitScript((url) => localStorage.setItem('storefront:remote.cart', url), OVERRIDE);
}

async function openCart(page: Page, allowRemoteOverrides: boolean, path: string, setUp?: (page: Page) => Promise<void>) {
  const infos: string[] = [];
  const manifests: string[] = [];
  page.on('console', (msg) => msg.type() === 'info' && infos.push(msg.text()));
  page.on('request', (request) => request.url().includes('/mf/cart/mf-manifest.json') && manifests.push(new URL(request.url()).search));
  await serveRemotesJson(page, allowRemoteOverrides);
  await setUp?.(page);
  await page.goto(path);
  await expect(page.locator('[data-boundary="cart"]').first()).toBeVisible();
  return { infos: infos.filter((text) => text.includes('remote overrides')), manifests };
}

test('with allowRemoteOverrides, ?remote.cart= loads the cart from that URL for the tab, and says so once', async ({ page }) => {
  const { infos, manifests } = await openCart(page, true, `/cart?remote.cart=${encodeURIComponent(OVERRIDE)}`);
  expect(manifests).toContain('?override=local');
  expect(infos).toEqual([expect.stringContaining(`cart → ${OVERRIDE}`)]);

  manifests.length = 0;
  await page.goto('/cart');
  await expect(page.locator('[data-boundary="cart"]').first()).toBeVisible();
  expect(manifests).toContain('?override=local');
});

test('with allowRemoteOverrides, localStorage storefront:remote.cart points the cart elsewhere', async ({ page }) => {
  const { manifests } = await openCart(page, true, '/cart', rememberOverride);
  expect(manifests).toContain('?override=local');
});

test('without allowRemoteOverrides, overrides are ignored and nothing is logged', async ({ page }) => {
  const { infos, manifests } = await openCart(page, false, `/cart?remote.cart=${encodeURIComponent(OVERRIDE)}`, rememberOverride);
  expect(manifests).not.toContain('?override=local');
  expect(infos).toEqual([]);
});

test('even with allowRemoteOverrides, a manifest on another origin (another local port) is ignored, and /admin takes none', async ({ page }) => {
  const foreign = 'http://127.0.0.1:9/mf-manifest.json';
  const foreignRequests: string[] = [];
  page.on('request', (request) => request.url().startsWith('http://127.0.0.1:9/') && foreignRequests.push(request.url()));
  const { infos } = await openCart(page, true, `/cart?remote.cart=${encodeURIComponent(foreign)}`);
  expect(infos).toEqual([]);

  // The console: neither the console's own remote nor any other is taken from the address, even from this origin.
  const manifests: string[] = [];
  page.on(
    'request',
    (request) => request.url().includes('mf-manifest.json') && manifests.push(new URL(request.url()).pathname + new URL(request.url()).search),
  );
  await page.goto(`/admin?remote.admin=${encodeURIComponent(OVERRIDE)}&remote.cart=${encodeURIComponent(foreign)}`);
  await expect(page.locator('[data-boundary="admin"]').first()).toBeVisible();
  expect(manifests).toContain('/mf/admin/mf-manifest.json');
  expect(manifests).not.toContain(OVERRIDE);
  expect(foreignRequests).toEqual([]);
});
