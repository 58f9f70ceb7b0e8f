// A developer points one remote of the real store at another mf-manifest.json (?remote.<name>= or localStorage) only
// where remotes.json allows overrides; a shopper's store ignores them.
import type { Browser, Page } from 'playwright-core';
import { launchBrowser, openSession } from './support/jest/browser';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser.close();
});

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

async function openCart(allowRemoteOverrides: boolean, path: string, setUp?: (page: Page) => Promise<void>) {
  const session = await openSession(browser);
  const { page, url } = session;
  const infos: string[] = [];
  const manifests: string[] = [];
  page.on('console', (msg) => msg.type() === 'info' && infos.push(msg.text()));
  page.on('request', (request) => request.url().includes('/mf/cart/mf-manifest.json') && manifests.push(new URL(request.url()).search));
  await serveRemotesJson(page, allowRemoteOverrides);
  await setUp?.(page);
  await page.goto(url(path));
  await page.locator('[data-boundary="cart"]').first().waitFor();
  return { session, infos: infos.filter((text) => text.includes('remote overrides')), manifests };
}

test('with allowRemoteOverrides, ?remote.cart= loads the cart from that URL for the tab, and says so once', async () => {
  const { session, infos, manifests } = await openCart(true, `/cart?remote.cart=${encodeURIComponent(OVERRIDE)}`);
  expect(manifests).toContain('?override=local');
  expect(infos).toEqual([expect.stringContaining(`cart → ${OVERRIDE}`)]);

  manifests.length = 0;
  await session.page.goto(session.url('/cart'));
  await session.page.locator('[data-boundary="cart"]').first().waitFor();
  expect(manifests).toContain('?override=local');
  await session.context.close();
});

test('with allowRemoteOverrides, localStorage storefront:remote.cart points the cart elsewhere', async () => {
  const { session, manifests } = await openCart(true, '/cart', rememberOverride);
  expect(manifests).toContain('?override=local');
  await session.context.close();
});

test('without allowRemoteOverrides, overrides are ignored and nothing is logged', async () => {
  const { session, infos, manifests } = await openCart(false, `/cart?remote.cart=${encodeURIComponent(OVERRIDE)}`, rememberOverride);
  expect(manifests).not.toContain('?override=local');
  expect(infos).toEqual([]);
  await session.context.close();
});
