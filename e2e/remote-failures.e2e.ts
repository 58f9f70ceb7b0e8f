// Every way one remote can fail — a host that never answers, an error page, broken code, a manifest that is not JSON,
// a build for another @storefront/shared — shows the fallback on that remote's screens and overlays only, is logged
// once, and Retry loads the remote again from the network once it is healthy.
import type { Page, Response, Route } from '@playwright/test';
import { EXPOSED_CONTRACT_VERSIONS, SHARED_VERSION } from '@storefront/shared/contracts';
import { expect, test } from './support/fixtures';

const REMOTE = 'cart';
const REMOTE_URLS = `**/mf/${REMOTE}/**`;
const DEFAULT_TIMEOUT_MS = 5000;

const fileOf = (route: Route) => new URL(route.request().url()).pathname.split('/').pop()!;
const isScreenChunk = (file: string) => file.endsWith('.js') && file !== 'remoteEntry.js' && !file.startsWith('__federation_expose');
/** Requests a hanging host holds. A host that comes back drops them (never answers them late), as the test does. */
const hung: Route[] = [];
const hang = (route: Route) => {
  hung.push(route);
};
const dropHungRequests = () => Promise.all(hung.splice(0).map((route) => route.abort('connectionreset').catch(() => {})));

/** Answers the remote's requests with `fail` where `applies` says so, and passes the others on to the store. */
function failing(applies: (file: string) => boolean, fail: (route: Route) => unknown) {
  return (route: Route) => (applies(fileOf(route)) ? fail(route) : route.continue());
}

const ANY = () => true;
// A failed remote is registered again (its manifest and entry under ?retry=1); a failed chunk of a loaded remote is
// simply asked for again.
const HANGS = [
  { what: 'its manifest, entry and chunks', handler: hang, refetched: 'remote' },
  { what: 'its remoteEntry.js', handler: failing((file) => file === 'remoteEntry.js', hang), refetched: 'remote' },
  { what: 'the chunk of its screen', handler: failing(isScreenChunk, hang), refetched: 'chunk' },
] as const;

/** `pageError`: the uncaught error the broken code raises in the page, which is the failure under test. */
const FAILURES: { what: string; handler: (route: Route) => unknown; pageError?: RegExp }[] = [
  {
    what: 'answers 404 with an HTML page',
    handler: failing(ANY, (route) => route.fulfill({ status: 404, contentType: 'text/html', body: '<!doctype html><h1>Not Found</h1>' })),
  },
  {
    what: 'answers 404 with a JSON body',
    handler: failing(ANY, (route) => route.fulfill({ status: 404, contentType: 'application/json', body: '{"message":"Not found"}' })),
  },
  { what: 'answers 500', handler: failing(ANY, (route) => route.fulfill({ status: 500, contentType: 'text/plain', body: 'Internal Server Error' })) },
  {
    what: 'serves a remoteEntry.js that is not valid JavaScript',
    handler: failing(
      (file) => file === 'remoteEntry.js',
      (route) => route.fulfill({ status: 200, contentType: 'text/javascript', body: 'var cart = function (' }),
    ),
    pageError: /^Unexpected end of input$/,
  },
  {
    what: 'serves a remoteEntry.js that throws while it is evaluated',
    handler: failing(
      (file) => file === 'remoteEntry.js',
      (route) => route.fulfill({ status: 200, contentType: 'text/javascript', body: 'throw new Error("remote entry exploded");' }),
    ),
    pageError: /^remote entry exploded$/,
  },
  {
    what: 'serves a manifest that is not JSON',
    handler: failing(
      (file) => file === 'mf-manifest.json',
      (route) => route.fulfill({ status: 200, contentType: 'application/json', body: '<!doctype html><title>Maintenance</title>' }),
    ),
  },
];

interface Watched {
  page: Page;
  shellErrors: () => string[];
  /** The remote's responses since the last call. */
  remoteResponses: () => Response[];
}

/** Watches the journey page for the shell's console errors about the remote and for the remote's responses. */
function watched(page: Page): Watched {
  const consoleErrors: string[] = [];
  let responses: Response[] = [];
  page.on('console', (msg) => msg.type() === 'error' && consoleErrors.push(msg.text()));
  page.on('response', (response) => response.url().includes(`/mf/${REMOTE}/`) && responses.push(response));
  return {
    page,
    shellErrors: () => consoleErrors.filter((text) => text.includes(`[shell] remote "${REMOTE}" is unavailable`)),
    remoteResponses: () => {
      const since = responses;
      responses = [];
      return since;
    },
  };
}

const fallbackOf = (page: Page) => page.locator(`[data-remote-fallback="${REMOTE}"]`);
const mainNav = (page: Page) => page.getByRole('navigation', { name: 'Main' });

/** With the remote healthy again: Retry shows its screen, and what failed came again from the store, not a cache. */
async function retryRecovers(session: Watched, retryIn = fallbackOf(session.page), refetched: 'remote' | 'chunk' = 'remote') {
  const { page } = session;
  await dropHungRequests();
  await page.unroute(REMOTE_URLS);
  session.remoteResponses();
  await retryIn.getByRole('button', { name: 'Retry' }).click();
  await expect(page.locator(`[data-boundary="${REMOTE}"]`).first()).toBeVisible();
  await expect(fallbackOf(page)).toHaveCount(0);
  const fetched = session
    .remoteResponses()
    .map((response) => `${response.status()} ${new URL(response.url()).pathname.split('/').pop()}${new URL(response.url()).search}`);
  if (refetched === 'remote') expect(fetched).toEqual(expect.arrayContaining(['200 mf-manifest.json?retry=1', '200 remoteEntry.js?retry=1']));
  else expect(fetched.filter((line) => line.startsWith('200 ') && isScreenChunk(line.slice(4)))).not.toHaveLength(0);
}

/**
 * Timed from when the shell first asks for the remote's manifest, which is when its timeout starts: the shell's own
 * start-up before that depends on how busy the machine is, not on the timeout under test. Not from the first request
 * the page sends: that is the server's `<link rel=preload>` of the manifest, sent while the HTML is parsed, which the
 * shell's fetch then takes over. Runs in the page, before its scripts.
 */
function recordWhenTheShellAsksFor(remote: string) {
  const pageFetch = window.fetch;
  const marked = window as unknown as { shellAskedAt?: number };
  window.fetch = (input, init) => {
    const url = input instanceof Request ? input.url : String(input);
    if (url.includes(`/mf/${remote}/`)) marked.shellAskedAt ??= Date.now();
    return pageFetch(input, init);
  };
}

async function shellAskedAt(page: Page): Promise<number> {
  const at = await page.evaluate(() => (window as unknown as { shellAskedAt?: number }).shellAskedAt);
  expect(at, "the shell fetched the remote's manifest").toEqual(expect.any(Number));
  return at!;
}

for (const { what, handler, refetched } of HANGS) {
  test.describe(`when the host of the cart remote accepts and never answers for ${what}`, () => {
    test('its screen shows the fallback within 5 s while the header works, and Retry recovers', async ({ page }) => {
      const session = watched(page);
      await page.addInitScript(recordWhenTheShellAsksFor, REMOTE);
      await page.route(REMOTE_URLS, handler);

      await page.goto('/cart', { waitUntil: 'commit' });
      await expect(fallbackOf(page)).toBeVisible({ timeout: DEFAULT_TIMEOUT_MS + 10_000 });
      const elapsed = Date.now() - (await shellAskedAt(page));
      expect(elapsed).toBeGreaterThanOrEqual(DEFAULT_TIMEOUT_MS - 500);
      expect(elapsed).toBeLessThan(DEFAULT_TIMEOUT_MS + 2000);

      await mainNav(page).getByRole('link', { name: 'Store' }).click();
      await expect(page.getByText('Products Found').first()).toBeVisible();
      await page.goBack();
      await expect(fallbackOf(page)).toBeVisible();

      await retryRecovers(session, fallbackOf(page), refetched);
      expect(session.shellErrors()).toHaveLength(1);
    });
  });
}

for (const { what, handler, pageError } of FAILURES) {
  test.describe(`when the cart remote ${what}`, () => {
    test.use({ expectedPageErrors: pageError ? [pageError] : [] });

    test('only its screen shows the fallback, the failure is logged once, and Retry recovers', async ({ page }) => {
      const session = watched(page);
      await page.route(REMOTE_URLS, handler);

      await page.goto('/cart');
      await expect(fallbackOf(page).getByRole('button', { name: 'Retry' })).toBeVisible();
      await mainNav(page).getByRole('link', { name: 'Store' }).click();
      await expect(page.getByText('Products Found').first()).toBeVisible();
      await expect(page.locator('[data-remote-fallback]')).toHaveCount(0);
      await page.goBack();
      await expect(fallbackOf(page)).toBeVisible();

      await retryRecovers(session);
      expect(session.shellErrors()).toHaveLength(1);
    });
  });
}

test('while the cart remote hangs, the rest of the store works, and its overlay then shows the fallback', async ({ page }) => {
  const session = watched(page);
  await page.goto('/store');
  await expect(page.getByText('Products Found').first()).toBeVisible();
  await page.route(REMOTE_URLS, hang);

  const started = Date.now();
  const headerCart = page.getByRole('banner').getByRole('button', { name: /^Cart, \d+ items?$/ });
  await headerCart.click();
  await expect(page.locator('[data-remote-loading="cart"]')).toBeVisible();
  await page.keyboard.press('Escape');
  await mainNav(page).getByRole('link', { name: 'Contact' }).click();
  await expect(page.getByText('Mon-Sat 7:30am-8:00pm PST').first()).toBeVisible();
  expect(Date.now() - started).toBeLessThan(DEFAULT_TIMEOUT_MS);

  await headerCart.click();
  await expect(page.getByRole('dialog', { name: 'Unavailable' })).toBeVisible({ timeout: DEFAULT_TIMEOUT_MS + 2000 });
  expect(Date.now() - started).toBeLessThan(DEFAULT_TIMEOUT_MS + 2000);
  await retryRecovers(session, page.getByRole('dialog', { name: 'Unavailable' }));
});

test('a failing cart remote costs only the cart overlay on /store, and Retry there opens the cart', async ({ page }) => {
  const session = watched(page);
  await page.route(REMOTE_URLS, (route) => route.fulfill({ status: 500, body: 'Internal Server Error' }));
  await page.goto('/store');
  await expect(page.getByText('Products Found').first()).toBeVisible();

  const headerCart = page.getByRole('banner').getByRole('button', { name: /^Cart, \d+ items?$/ });
  await headerCart.click();
  const unavailable = page.getByRole('dialog', { name: 'Unavailable' });
  await expect(unavailable.getByText('This part of the store is unavailable')).toBeVisible();
  await unavailable.getByRole('button', { name: 'Close' }).click();
  await expect(unavailable).toHaveCount(0);
  await expect(page.getByText('Products Found').first()).toBeVisible();

  await headerCart.click();
  await retryRecovers(session, unavailable);
  await expect(page.getByRole('dialog', { name: 'Your cart' })).toBeVisible();
  expect(session.shellErrors()).toHaveLength(1);
});

test('a cart remote built for another @storefront/shared is refused with one error naming both versions, and Retry takes a compatible one', async ({
  page,
}) => {
  const session = watched(page);
  await page.route(REMOTE_URLS, async (route) => {
    if (fileOf(route) !== 'mf-manifest.json') return route.continue();
    const response = await route.fetch();
    const manifest = (await response.json()) as { shared: { name: string; requiredVersion?: string }[] };
    manifest.shared.find((entry) => entry.name === '@storefront/shared')!.requiredVersion = '^99.0.0';
    await route.fulfill({ response, json: manifest });
  });

  await page.goto('/cart');
  await expect(fallbackOf(page).getByRole('button', { name: 'Retry' })).toBeVisible();
  // Refused before the remote's code was fetched.
  expect(new Set(session.remoteResponses().map((response) => new URL(response.url()).pathname.split('/').pop()))).toEqual(new Set(['mf-manifest.json']));
  const naming = session.shellErrors().filter((text) => text.includes('^99.0.0') && text.includes(`this shell has ${SHARED_VERSION}`));
  expect(naming).toHaveLength(1);
  expect(session.shellErrors()).toHaveLength(1);

  await retryRecovers(session);
});

test('a cart build whose exposed routes implement another contract major is refused with one error naming both versions', async ({ page }) => {
  const session = watched(page);
  await page.route(REMOTE_URLS, async (route) => {
    if (!fileOf(route).startsWith('__federation_expose_routes')) return route.continue();
    const response = await route.fetch();
    const body = (await response.text()).replace(/"routes":"\d+\.\d+\.\d+"/, '"routes":"2.0.0"');
    // Not kept in the browser's cache under the real chunk's (immutable) URL: a real build of another contract has
    // chunks of other names.
    await route.fulfill({ response, body, headers: { ...response.headers(), 'cache-control': 'no-store' } });
  });

  await page.goto('/cart');
  await expect(fallbackOf(page).getByRole('button', { name: 'Retry' })).toBeVisible();
  const naming = session
    .shellErrors()
    .filter((text) => text.includes('routes contract 2.0.0') && text.includes(`this shell has ${EXPOSED_CONTRACT_VERSIONS.routes}`));
  expect(naming).toHaveLength(1);
  expect(session.shellErrors()).toHaveLength(1);

  await retryRecovers(session);
});
