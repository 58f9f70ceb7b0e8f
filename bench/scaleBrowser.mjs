// What the catalogue-scale part (catalogScale.mjs) measures in Chromium, each visit in a fresh browser context (an
// empty cache, an empty cart): the bytes a page downloads, the first ADD TO CART on /store that works on a throttled
// phone, and a filter change on /store until the new results are on screen. Controls are found as the journeys find
// them (e2e/catalog.e2e.ts): by role and name, and cards by [data-product-id], so the same harness measures the
// store whichever way its screens get their products.
import { setTimeout as sleep } from 'node:timers/promises';
import { addProbes, trackNetwork, waitForHydration, waitForQuiet } from './pageProbes.mjs';

/** The phone: 390 × 844 CSS pixels, touch. */
export const PHONE = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true };
/** The journeys' desktop window (e2e/support/viewports.ts), where the store shows its filters in a sidebar. */
export const DESKTOP = { viewport: { width: 1280, height: 900 } };
/** Lighthouse's mobile link: 1.6 Mbit/s down, 750 kbit/s up, 150 ms round trip (bytes per second for CDP). */
export const SLOW_LINK = { offline: false, latency: 150, downloadThroughput: 1.6e6 / 8, uploadThroughput: 750e3 / 8 };
export const CPU_SLOWDOWN = 4;

const LOAD_TIMEOUT_MS = 120_000;
const QUIET = { quietMs: 1000, timeoutMs: 60_000 };
const SERVER_STATE_ID = 'storefront-server-state';

async function withContext(browser, options, work) {
  const context = await browser.newContext(options);
  try {
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    return await work(page, cdp);
  } finally {
    await context.close();
  }
}

/** Resolves once a server-rendered page has hydrated (`<html data-page-ready>`); a page without server state at once. */
function waitForInteractive(page, timeout) {
  return page.waitForFunction((id) => !document.getElementById(id) || document.documentElement.dataset.pageReady === 'true', SERVER_STATE_ID, { timeout });
}

/**
 * The bytes the browser downloads for `url` on a first visit: the sum of every response's transfer size (CDP
 * Network.loadingFinished encodedDataLength: headers and body as they came over the wire) from the navigation until
 * the page has hydrated and no request has been in flight for a second.
 */
export async function pageTransferBytes(browser, url, { context = PHONE, quietMs = 1000, timeoutMs = LOAD_TIMEOUT_MS } = {}) {
  return withContext(browser, context, async (page, cdp) => {
    const inFlight = new Set();
    let lastActivity = Date.now();
    let bytes = 0;
    let responses = 0;
    let failed = 0;
    cdp.on('Network.requestWillBeSent', ({ requestId }) => {
      inFlight.add(requestId);
      lastActivity = Date.now();
    });
    cdp.on('Network.loadingFinished', ({ requestId, encodedDataLength }) => {
      if (inFlight.delete(requestId)) {
        bytes += encodedDataLength;
        responses += 1;
      }
      lastActivity = Date.now();
    });
    cdp.on('Network.loadingFailed', ({ requestId }) => {
      if (inFlight.delete(requestId)) failed += 1;
      lastActivity = Date.now();
    });
    await cdp.send('Network.enable');
    const deadline = Date.now() + timeoutMs;
    await page.goto(url, { waitUntil: 'load', timeout: timeoutMs });
    await waitForInteractive(page, timeoutMs);
    while (inFlight.size > 0 || Date.now() - lastActivity < quietMs) {
      if (Date.now() > deadline) throw new Error(`${url}: the network was still busy after ${timeoutMs} ms (${inFlight.size} requests in flight)`);
      await sleep(100);
    }
    return { bytes, responses, failed };
  });
}

/**
 * An init script (runs before the page's own): records when each tap began (event time, ms after the navigation
 * started) in `__benchTapTimes()`, and gives the page `__benchAddToCart(productId)`: what a working ADD TO CART changes —
 * the name of the header's cart button ("Cart, 1 item") and whether the card's button reads "Already Added".
 */
function installTapProbes() {
  // A tap before the scripts ran posts its form and loads the next page: the tap times are kept across it, in
  // sessionStorage, as milliseconds since the visit's first document began.
  if (!sessionStorage.getItem('benchOrigin')) sessionStorage.setItem('benchOrigin', String(performance.timeOrigin));
  const origin = Number(sessionStorage.getItem('benchOrigin'));
  const taps = () => JSON.parse(sessionStorage.getItem('benchTaps') ?? '[]');
  window.__benchTapTimes = taps;
  addEventListener(
    'pointerdown',
    (event) => sessionStorage.setItem('benchTaps', JSON.stringify([...taps(), performance.timeOrigin + event.timeStamp - origin])),
    {
      capture: true,
      passive: true,
    },
  );
  window.__benchAddToCart = (productId) => {
    const cart = document.querySelector('header button[aria-label^="Cart, "], [role="banner"] button[aria-label^="Cart, "]');
    const card = document.querySelector(`[data-product-id="${productId}"]`);
    const alreadyAdded = [...(card?.querySelectorAll('button') ?? [])].some((button) => button.textContent.trim() === 'Already Added');
    return { cart: cart?.getAttribute('aria-label') ?? null, alreadyAdded };
  };
}

/**
 * On a phone with the CPU 4× slower and Lighthouse's slow mobile link, opens `url` (/store) and taps the ADD TO CART
 * of the card of `productId` as soon as it is painted (polled every 50 ms), and again whenever a tap had no visible
 * effect within `tapWaitMs` (the header's cart count changes, or the button reads "Already Added"). Answers when the
 * tap that worked began (ms after the navigation started) and how many taps before it were lost.
 */
export async function firstWorkingAddToCart(browser, url, { productId, tapWaitMs = 1000, timeoutMs = LOAD_TIMEOUT_MS, maxTaps = 60 }) {
  return withContext(browser, PHONE, async (page, cdp) => {
    await page.addInitScript(installTapProbes);
    await cdp.send('Network.enable');
    await cdp.send('Network.emulateNetworkConditions', SLOW_LINK);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
    const deadline = Date.now() + timeoutMs;
    const button = page.locator(`[data-product-id="${productId}"]`).first().getByRole('button', { name: 'ADD TO CART', exact: true });
    await page.goto(url, { waitUntil: 'commit', timeout: timeoutMs });
    let taps = 0;
    let firstPaintedMs = null;
    let initial = null;
    const changedSince = async (was) => {
      const now = await page.evaluate((id) => window.__benchAddToCart?.(id) ?? null, productId).catch(() => null);
      return now !== null && (now.alreadyAdded || now.cart !== was.cart);
    };
    const answer = async () => {
      const tapTimes = await page.evaluate(() => window.__benchTapTimes());
      return {
        ms: Math.round(tapTimes.at(-1)),
        lostTaps: taps - 1,
        taps,
        buttonPaintedMs: Math.round(firstPaintedMs),
        tapTimesMs: tapTimes.map(Math.round),
      };
    };
    for (;;) {
      // A tap's answer can take longer than `tapWaitMs` to show when it loads the next page on a slow link: that tap
      // worked, late.
      if (taps > 0 && (await changedSince(initial))) return answer();
      if (Date.now() > deadline || taps >= maxTaps) {
        throw new Error(`${url}: no tap on ADD TO CART of product ${productId} worked within ${timeoutMs} ms (${taps} taps, every one lost)`);
      }
      const box = (await button.isVisible().catch(() => false)) ? await button.boundingBox().catch(() => null) : null;
      if (!box) {
        await sleep(50);
        continue;
      }
      firstPaintedMs ??= await page.evaluate(() => performance.now());
      // A card below the fold is scrolled to, as a shopper would, before the tap.
      if (box.y < 0 || box.y + box.height > PHONE.viewport.height) {
        await button.evaluate((element) => element.scrollIntoView({ block: 'center' })).catch(() => {});
        continue;
      }
      const before = await page.evaluate((id) => window.__benchAddToCart(id), productId);
      initial ??= before;
      await page.touchscreen.tap(box.x + box.width / 2, box.y + box.height / 2);
      taps += 1;
      // Read on whichever page is showing: the tap may have loaded the next one (its form's answer).
      let worked = false;
      for (const until = Date.now() + tapWaitMs; !worked && Date.now() < until; await sleep(50)) worked = await changedSince(before);
      if (worked) return answer();
    }
  });
}

/**
 * Runs in the page before the click: records when the press began and the first animation frame in which the first
 * product card on the page is another product than before (a card, not a loading state, and not the same one).
 */
function watchFirstCard() {
  const firstId = () =>
    (document.querySelector('main [data-product-id]') ?? document.querySelector('[data-product-id]'))?.getAttribute('data-product-id') ?? null;
  const state = { before: firstId(), after: null, pointerDown: null, changedAt: null };
  window.__benchFilterChange = state;
  addEventListener('pointerdown', (event) => (state.pointerDown ??= event.timeStamp), { capture: true, once: true });
  const observer = new MutationObserver(() => {
    const id = firstId();
    if (id === null || id === state.before) return;
    observer.disconnect();
    state.after = id;
    requestAnimationFrame(() => {
      state.changedAt = performance.now();
    });
  });
  observer.observe(document, { subtree: true, childList: true, attributes: true, attributeFilter: ['data-product-id'] });
}

/**
 * On the desktop store with the CPU 4× slower: once /store has hydrated and gone quiet, clicks the colour filter
 * `colour` in the sidebar and answers the ms from the press to the frame where the first card is another product.
 */
export async function filterChangeToResults(browser, url, { colour, answerTimeoutMs = 30_000 }) {
  return withContext(browser, DESKTOP, async (page, cdp) => {
    await addProbes(page);
    const network = trackNetwork(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
    await page.goto(url, { waitUntil: 'load', timeout: LOAD_TIMEOUT_MS });
    await waitForHydration(page, LOAD_TIMEOUT_MS);
    await waitForQuiet(page, network, QUIET);
    const filter = page
      .getByRole('complementary', { name: 'Categories and filters' })
      .getByRole('group', { name: 'Color' })
      // Named with the count the answer gives it ("Red, 1,204 products") since the store shows facet counts.
      .getByRole('button', { name: new RegExp(`^${colour}(, [\\d,]+ products?)?$`) });
    try {
      await filter.waitFor({ state: 'visible', timeout: 10_000 });
    } catch {
      throw new Error(`${url}: found no colour filter '${colour}' in the sidebar 'Categories and filters' › group 'Color'`);
    }
    await filter.hover();
    await waitForQuiet(page, network, QUIET);
    await page.evaluate(`(${watchFirstCard})()`);
    await filter.click();
    try {
      await page.waitForFunction(() => window.__benchFilterChange.changedAt !== null, null, { timeout: answerTimeoutMs });
    } catch {
      throw new Error(`${url}: clicked the colour filter '${colour}', but the first product card did not change within ${answerTimeoutMs} ms`);
    }
    const state = await page.evaluate(() => window.__benchFilterChange);
    if (state.pointerDown === null) throw new Error(`${url}: the click on '${colour}' never reached the page (no pointerdown)`);
    return { ms: Math.round(state.changedAt - state.pointerDown), firstCardBefore: state.before, firstCardAfter: state.after };
  });
}

/** The ids of the product cards /store shows first, in order, on an unthrottled desktop visit. */
export async function firstCards(browser, url) {
  return withContext(browser, DESKTOP, async (page) => {
    await page.goto(url, { waitUntil: 'load', timeout: LOAD_TIMEOUT_MS });
    await waitForInteractive(page, LOAD_TIMEOUT_MS);
    await page.locator('[data-product-id]').first().waitFor({ timeout: LOAD_TIMEOUT_MS });
    return page.locator('main [data-product-id]').evaluateAll((cards) => cards.map((card) => Number(card.getAttribute('data-product-id'))));
  });
}
