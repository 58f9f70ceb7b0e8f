// A team puts a release of its remote in front of half the browsers: each browser gets one release of the cart — in
// the server HTML, in the page its scripts hydrate, in the /remotes.json it fetches, in the chunks it loads and after
// a client-side navigation away and back — and keeps it across reloads; promote gives every browser the canary (fresh,
// returning, and an open tab from its next page load), and abort of a later canary takes everyone back to live.
// (The buckets, the cookie's signature and the page cache's keys are tested in api/test/canaryComposition.test.ts.)
import type { Browser, BrowserContext, Page, Response } from '@playwright/test';
import { expect, onlyWithTheRunsOwnStore, test } from './support/fixtures';
import { editedRemoteCopy, runReleaseCommand } from './support/releaseCommands';

// eslint-disable-next-line @typescript-eslint/no-require-imports
const { startStore } = require('../scripts/storeProcess.cjs') as typeof import('../scripts/storeProcess.cjs');

const LIVE_HEADING = 'Shopping Cart';
const CANARY_HEADING = 'Your Cart, Canary';
const SECOND_HEADING = 'Your Cart, Second Canary';
const BROWSERS = 20;
/** Browsers loading at once: contexts are cheap, but the store and Chromium share two cores. */
const AT_ONCE = 4;

interface Shopper {
  context: BrowserContext;
  page: Page;
  /** Uncaught errors, console errors, and any report of server HTML that hydration did not match. */
  problems: string[];
  /** The cart releases this page has requested files of since its cart page was last loaded. */
  cartReleasesRequested: Set<string>;
}

const cartReleasesIn = (text: string) => new Set([...text.matchAll(/\/releases\/cart\/([^/"'\s]+)\//g)].map((match) => match[1]));

test.describe('canary release of the cart', () => {
  onlyWithTheRunsOwnStore('test builds the cart twice and starts a store of its own to deploy them into');
  // The tests go in order: each starts from the releases the one before left live.
  test.describe.configure({ mode: 'serial' });
  // A step that cannot happen fails in seconds, not at the end of a test's build-sized budget.
  test.use({ actionTimeout: 15_000, navigationTimeout: 30_000 });

  let store: Awaited<ReturnType<typeof startStore>>;
  let canaryCopy: ReturnType<typeof editedRemoteCopy>;
  let secondCopy: ReturnType<typeof editedRemoteCopy>;
  /** Release id → how the page cache answered for its cart pages (hit, miss, pass). */
  const cacheAnswers = new Map<string, Set<string>>();
  /** Release id → the heading its cart page shows. */
  const headings = new Map<string, string>();
  let live = '';
  let canary = '';
  /** Browsers kept from the first test: one the canary was served to, two the live release was. */
  let onCanary: Shopper;
  let onLive: Shopper;
  let openTab: Shopper;

  test.beforeAll(async () => {
    test.setTimeout(120_000);
    store = await startStore({ stdio: 'ignore' });
    canaryCopy = editedRemoteCopy('cart', 'src/screens/cart/CartPage.tsx', `>${LIVE_HEADING}</h1>`, `>${CANARY_HEADING}</h1>`);
    secondCopy = editedRemoteCopy('cart', 'src/screens/cart/CartPage.tsx', `>${LIVE_HEADING}</h1>`, `>${SECOND_HEADING}</h1>`);
  });
  test.afterAll(async () => {
    await Promise.all([onCanary, onLive, openTab].map((shopper) => shopper?.context.close()));
    await store?.stop();
    canaryCopy?.remove();
    secondCopy?.remove();
  });

  const url = (p: string) => `${store.baseUrl}${p}`;

  async function newShopper(browser: Browser): Promise<Shopper> {
    const context = await browser.newContext();
    return watched(context, await context.newPage());
  }

  function watched(context: BrowserContext, page: Page): Shopper {
    const shopper: Shopper = { context, page, problems: [], cartReleasesRequested: new Set() };
    page.on('pageerror', (error) => shopper.problems.push(`uncaught: ${error.message}`));
    page.on('console', (message) => {
      // The shell reports a hydration mismatch it recovered from with console.info; React's own are errors.
      if (message.type() === 'error' || /hydrat|server HTML afresh|Minified React error/i.test(message.text())) {
        shopper.problems.push(`${message.type()}: ${message.text()}`);
      }
    });
    page.on('request', (request) => {
      for (const release of cartReleasesIn(new URL(request.url()).pathname)) shopper.cartReleasesRequested.add(release);
    });
    return shopper;
  }

  async function cartHeading(page: Page): Promise<string> {
    const h1 = page.locator('[data-boundary="cart"] h1').first();
    await expect(h1).toBeVisible();
    return h1.innerText();
  }

  /**
   * Loads the cart page's document (`load`: a goto or a reload) and checks that everything this browser got is of one
   * cart release, which it returns: the server HTML's heading and the release its preloads and scripts name, the
   * hydrated heading, the cart files the page requested, /remotes.json fetched by the page, and the page after a
   * client-side navigation away and back.
   */
  async function cartRelease(shopper: Shopper, load: (page: Page) => Promise<Response | null> = (page) => page.goto(url('/cart'))): Promise<string> {
    const { page } = shopper;
    shopper.cartReleasesRequested.clear();
    const response = await load(page);
    expect(response?.url()).toBe(url('/cart'));
    const html = (await response?.text()) ?? '';
    const inHtml = [...cartReleasesIn(html)];
    expect(inHtml, 'the cart releases the server HTML names').toHaveLength(1);
    const [release] = inHtml;
    const heading = headings.get(release);
    expect(heading, `${release} is one of the releases deployed`).toBeDefined();
    expect(html).toContain(`>${heading}</h1>`);
    cacheAnswers.set(release, (cacheAnswers.get(release) ?? new Set()).add(response?.headers()['x-render-cache'] ?? 'none'));

    await page.waitForFunction(() => document.documentElement.dataset.pageReady === 'true');
    expect(await cartHeading(page)).toBe(heading);
    expect([...shopper.cartReleasesRequested], 'the cart releases the page requested files of').toEqual([release]);
    const served = await page.evaluate(async () => {
      const json = (await (await fetch('/remotes.json', { cache: 'no-cache' })).json()) as { remotes: { name: string; release?: string }[] };
      return json.remotes.find((remote) => remote.name === 'cart')?.release;
    });
    expect(served, "the cart release in this browser's /remotes.json").toBe(release);

    await page.evaluate(() => ((window as unknown as { sameDocument?: boolean }).sameDocument = true));
    await page.getByRole('main').getByRole('link', { name: 'Continue shopping' }).click();
    await page.waitForURL(/\/store$/);
    await page.goBack();
    await page.waitForURL(/\/cart$/);
    expect(await cartHeading(page)).toBe(heading);
    expect(await page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument), 'navigated without loading a document').toBe(true);
    expect([...shopper.cartReleasesRequested]).toEqual([release]);
    expect(shopper.problems).toEqual([]);
    return release;
  }

  test('at 50 %: each of 20 fresh browsers gets one release of the cart everywhere, keeps it across reloads, and both are served', async ({ browser }) => {
    test.setTimeout(420_000);
    const deployed = await runReleaseCommand('deploy', canaryCopy.dir, store, ['--canary', '50']);
    expect(deployed.status, deployed.output).toBe(0);
    live = /as release (\S+), so a rollback/.exec(deployed.output)?.[1] ?? '';
    canary = /release (\S+) is the canary for 50 % of browsers/.exec(deployed.output)?.[1] ?? '';
    expect(live, deployed.output).not.toBe('');
    expect(canary, deployed.output).not.toBe('');
    headings.set(live, LIVE_HEADING).set(canary, CANARY_HEADING);
    const listed = await runReleaseCommand('releases', canaryCopy.dir, store);
    expect(listed.output).toContain(`${canary}  (canary, 50 %)`);

    const served: { shopper: Shopper; release: string }[] = [];
    for (let start = 0; start < BROWSERS; start += AT_ONCE) {
      const batch = await Promise.all(
        Array.from({ length: Math.min(AT_ONCE, BROWSERS - start) }, async () => {
          const shopper = await newShopper(browser);
          const release = await cartRelease(shopper);
          expect(await cartRelease(shopper, (page) => page.reload()), 'after a reload').toBe(release);
          return { shopper, release };
        }),
      );
      served.push(...batch);
    }
    expect(new Set(served.map((s) => s.release))).toEqual(new Set([live, canary]));
    // Both compositions' pages were kept and handed out again, each to browsers of its own composition only.
    expect(cacheAnswers.get(live)).toContain('hit');
    expect(cacheAnswers.get(canary)).toContain('hit');

    onCanary = served.find((s) => s.release === canary)!.shopper;
    [onLive, openTab] = served.filter((s) => s.release === live).map((s) => s.shopper);
    const kept = new Set([onCanary, onLive, openTab]);
    await Promise.all(served.filter((s) => !kept.has(s.shopper)).map((s) => s.shopper.context.close()));
  });

  test('promote: a fresh browser, a returning one and an open tab from its next page load all get the canary', async ({ browser }) => {
    test.setTimeout(120_000);
    const promoted = await runReleaseCommand('promote', canaryCopy.dir, store);
    expect(promoted.status, promoted.output).toBe(0);
    expect(promoted.output).toContain(`release ${canary} is live (was ${live})`);

    const fresh = await newShopper(browser);
    try {
      expect(await cartRelease(fresh)).toBe(canary);
    } finally {
      await fresh.context.close();
    }
    expect(await cartRelease(onLive, (page) => page.reload())).toBe(canary);
    expect(await cartRelease(onCanary, (page) => page.reload())).toBe(canary);

    // The open tab still shows the release it loaded, and keeps working on it, until it loads a document.
    const tab = openTab.page;
    await tab.getByRole('main').getByRole('link', { name: 'Continue shopping' }).click();
    await tab.waitForURL(/\/store$/);
    await tab.goBack();
    expect(await cartHeading(tab)).toBe(LIVE_HEADING);
    expect(openTab.problems).toEqual([]);
    expect(await cartRelease(openTab)).toBe(canary);
  });

  test('a second canary, then abort: every browser is back on the live release', async ({ browser }) => {
    test.setTimeout(420_000);
    const deployed = await runReleaseCommand('deploy', secondCopy.dir, store, ['--canary', '50']);
    expect(deployed.status, deployed.output).toBe(0);
    const second = /release (\S+) is the canary for 50 % of browsers/.exec(deployed.output)?.[1] ?? '';
    expect(second, deployed.output).not.toBe('');
    headings.set(second, SECOND_HEADING);

    // The buckets are the browser's, not the release's: the same half gets the new canary.
    expect(await cartRelease(onCanary, (page) => page.reload())).toBe(second);
    expect(await cartRelease(onLive, (page) => page.reload())).toBe(canary);
    const secondTab = watched(onCanary.context, await onCanary.context.newPage());
    expect(await cartRelease(secondTab)).toBe(second);

    const aborted = await runReleaseCommand('abort', secondCopy.dir, store);
    expect(aborted.status, aborted.output).toBe(0);
    expect(aborted.output).toContain(`canary ${second} aborted; every browser gets ${canary}`);

    const fresh = await newShopper(browser);
    try {
      expect(await cartRelease(fresh)).toBe(canary);
    } finally {
      await fresh.context.close();
    }
    expect(await cartRelease(onCanary, (page) => page.reload())).toBe(canary);
    expect(await cartRelease(secondTab)).toBe(canary);
    expect(await cartRelease(onLive, (page) => page.reload())).toBe(canary);
  });
});
