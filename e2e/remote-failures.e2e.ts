// Every way one remote can fail — a host that never answers, an error page, broken code, a manifest that is not JSON,
// a build for another @storefront/shared — shows the fallback on that remote's screens and overlays only, is logged
// once, and Retry loads the remote again from the network once it is healthy.
import type { Browser, Page, Response, Route } from 'playwright-core';
import { EXPOSED_CONTRACT_VERSIONS, SHARED_VERSION } from '@storefront/shared/src/release/contractVersions';
import { launchBrowser, openSession, type Session } from './support/jest/browser';
import { eventually } from './support/jest/eventually';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser.close();
});

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

const FAILURES = [
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
  },
  {
    what: 'serves a remoteEntry.js that throws while it is evaluated',
    handler: failing(
      (file) => file === 'remoteEntry.js',
      (route) => route.fulfill({ status: 200, contentType: 'text/javascript', body: 'throw new Error("remote entry exploded");' }),
    ),
  },
  {
    what: 'serves a manifest that is not JSON',
    handler: failing(
      (file) => file === 'mf-manifest.json',
      (route) => route.fulfill({ status: 200, contentType: 'application/json', body: '<!doctype html><title>Maintenance</title>' }),
    ),
  },
];

interface Watched extends Session {
  shellErrors: () => string[];
  /** The remote's responses since the last call. */
  remoteResponses: () => Response[];
}

async function watchedSession(): Promise<Watched> {
  const session = await openSession(browser);
  const consoleErrors: string[] = [];
  let responses: Response[] = [];
  session.page.on('console', (msg) => msg.type() === 'error' && consoleErrors.push(msg.text()));
  session.page.on('response', (response) => response.url().includes(`/mf/${REMOTE}/`) && responses.push(response));
  return {
    ...session,
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
  await page.locator(`[data-boundary="${REMOTE}"]`).first().waitFor();
  await eventually(() => fallbackOf(page).count()).toBe(0);
  const fetched = session
    .remoteResponses()
    .map((response) => `${response.status()} ${new URL(response.url()).pathname.split('/').pop()}${new URL(response.url()).search}`);
  if (refetched === 'remote') expect(fetched).toEqual(expect.arrayContaining(['200 mf-manifest.json?retry=1', '200 remoteEntry.js?retry=1']));
  else expect(fetched.filter((line) => line.startsWith('200 ') && isScreenChunk(line.slice(4)))).not.toHaveLength(0);
}

describe.each(HANGS)('when the host of the cart remote accepts and never answers for $what', ({ handler, refetched }) => {
  test('its screen shows the fallback within 5 s while the header works, and Retry recovers', async () => {
    const session = await watchedSession();
    const { page, url } = session;
    await page.route(REMOTE_URLS, handler);

    const started = Date.now();
    await page.goto(url('/cart'), { waitUntil: 'commit' });
    await fallbackOf(page).waitFor({ timeout: DEFAULT_TIMEOUT_MS + 2000 });
    const elapsed = Date.now() - started;
    expect(elapsed).toBeGreaterThanOrEqual(DEFAULT_TIMEOUT_MS - 500);
    expect(elapsed).toBeLessThan(DEFAULT_TIMEOUT_MS + 2000);

    await mainNav(page).getByRole('link', { name: 'Store' }).click();
    await page.getByText('Products Found').first().waitFor();
    await page.goBack();
    await fallbackOf(page).waitFor();

    await retryRecovers(session, fallbackOf(page), refetched);
    expect(session.shellErrors()).toHaveLength(1);
    await session.context.close();
  });
});

describe.each(FAILURES)('when the cart remote $what', ({ handler }) => {
  test('only its screen shows the fallback, the failure is logged once, and Retry recovers', async () => {
    const session = await watchedSession();
    const { page, url } = session;
    await page.route(REMOTE_URLS, handler);

    await page.goto(url('/cart'));
    await fallbackOf(page).getByRole('button', { name: 'Retry' }).waitFor();
    await mainNav(page).getByRole('link', { name: 'Store' }).click();
    await page.getByText('Products Found').first().waitFor();
    await eventually(() => page.locator('[data-remote-fallback]').count()).toBe(0);
    await page.goBack();
    await fallbackOf(page).waitFor();

    await retryRecovers(session);
    expect(session.shellErrors()).toHaveLength(1);
    await session.context.close();
  });
});

test('while the cart remote hangs, the rest of the store works, and its overlay then shows the fallback', async () => {
  const session = await watchedSession();
  const { page, url } = session;
  await page.goto(url('/store'));
  await page.getByText('Products Found').first().waitFor();
  await page.route(REMOTE_URLS, hang);

  const started = Date.now();
  const headerCart = page.getByRole('banner').getByRole('button', { name: /^Cart, \d+ items?$/ });
  await headerCart.click();
  await page.locator('[data-remote-loading="cart"]').waitFor();
  await page.keyboard.press('Escape');
  await mainNav(page).getByRole('link', { name: 'Contact' }).click();
  await page.getByText('Mon-Sat 7:30am-8:00pm PST').first().waitFor();
  expect(Date.now() - started).toBeLessThan(DEFAULT_TIMEOUT_MS);

  await headerCart.click();
  await page.getByRole('dialog', { name: 'Unavailable' }).waitFor({ timeout: DEFAULT_TIMEOUT_MS + 2000 });
  expect(Date.now() - started).toBeLessThan(DEFAULT_TIMEOUT_MS + 2000);
  await retryRecovers(session, page.getByRole('dialog', { name: 'Unavailable' }));
  await session.context.close();
});

test('a failing cart remote costs only the cart overlay on /store, and Retry there opens the cart', async () => {
  const session = await watchedSession();
  const { page, url } = session;
  await page.route(REMOTE_URLS, (route) => route.fulfill({ status: 500, body: 'Internal Server Error' }));
  await page.goto(url('/store'));
  await page.getByText('Products Found').first().waitFor();

  const headerCart = page.getByRole('banner').getByRole('button', { name: /^Cart, \d+ items?$/ });
  await headerCart.click();
  const unavailable = page.getByRole('dialog', { name: 'Unavailable' });
  await unavailable.getByText('This part of the store is unavailable').waitFor();
  await unavailable.getByRole('button', { name: 'Close' }).click();
  await eventually(() => unavailable.count()).toBe(0);
  await page.getByText('Products Found').first().waitFor();

  await headerCart.click();
  await retryRecovers(session, unavailable);
  await page.getByRole('dialog', { name: 'Your cart' }).waitFor();
  expect(session.shellErrors()).toHaveLength(1);
  await session.context.close();
});

test('a cart remote built for another @storefront/shared is refused with one error naming both versions, and Retry takes a compatible one', async () => {
  const session = await watchedSession();
  const { page, url } = session;
  await page.route(REMOTE_URLS, async (route) => {
    if (fileOf(route) !== 'mf-manifest.json') return route.continue();
    const response = await route.fetch();
    const manifest = (await response.json()) as { shared: { name: string; requiredVersion?: string }[] };
    manifest.shared.find((entry) => entry.name === '@storefront/shared')!.requiredVersion = '^99.0.0';
    await route.fulfill({ response, json: manifest });
  });

  await page.goto(url('/cart'));
  await fallbackOf(page).getByRole('button', { name: 'Retry' }).waitFor();
  // Refused before the remote's code was fetched.
  expect(new Set(session.remoteResponses().map((response) => new URL(response.url()).pathname.split('/').pop()))).toEqual(new Set(['mf-manifest.json']));
  const naming = session.shellErrors().filter((text) => text.includes('^99.0.0') && text.includes(`this shell has ${SHARED_VERSION}`));
  expect(naming).toHaveLength(1);
  expect(session.shellErrors()).toHaveLength(1);

  await retryRecovers(session);
  await session.context.close();
});

test('a cart build whose exposed routes implement another contract major is refused with one error naming both versions', async () => {
  const session = await watchedSession();
  const { page, url } = session;
  await page.route(REMOTE_URLS, async (route) => {
    if (!fileOf(route).startsWith('__federation_expose_routes')) return route.continue();
    const response = await route.fetch();
    const body = (await response.text()).replace(/"routes":"\d+\.\d+\.\d+"/, '"routes":"2.0.0"');
    // Not kept in the browser's cache under the real chunk's (immutable) URL: a real build of another contract has
    // chunks of other names.
    await route.fulfill({ response, body, headers: { ...response.headers(), 'cache-control': 'no-store' } });
  });

  await page.goto(url('/cart'));
  await fallbackOf(page).getByRole('button', { name: 'Retry' }).waitFor();
  const naming = session
    .shellErrors()
    .filter((text) => text.includes('routes contract 2.0.0') && text.includes(`this shell has ${EXPOSED_CONTRACT_VERSIONS.routes}`));
  expect(naming).toHaveLength(1);
  expect(session.shellErrors()).toHaveLength(1);

  await retryRecovers(session);
  await session.context.close();
});
