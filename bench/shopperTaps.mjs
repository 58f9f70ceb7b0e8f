// What the shopper feels (the `taps` part): on a phone with real throttling (390 × 844, CPU 4× slower via
// Emulation.setCPUThrottlingRate, 1.6 Mbit/s down and 150 ms round trip via Network.emulateNetworkConditions), each
// page is opened in a fresh context, with its scripts and with JavaScript disabled, and its ADD TO CART is tapped as
// soon as it is painted and again whenever a tap showed nothing within a second (the header's cart count, or the
// control reading "Already Added"): when the control was first painted, when the tap that worked began, how many were
// lost. Then lab INP: 20 varied interactions on each hydrated page at 4× CPU, read from Event Timing
// (durationThreshold 16), the worst of them as web-vitals counts INP below 50 interactions.
import { setTimeout as sleep } from 'node:timers/promises';
import { launchChromium } from './chromium.mjs';
import { CPU_SLOWDOWN, PHONE, SLOW_LINK } from './scaleBrowser.mjs';
import { max, median } from './stats.mjs';

// Home's hero has no ADD TO CART (its button is Listen Now): its cards are in the featured carousel below it (in the
// server's HTML; the Swiper takes over as it nears the viewport), so the shopper scrolls to it (`reveal`).
export const TAP_PAGES = [
  { page: '/', control: 'the first featured card that adds at once', card: true, reveal: '#featured-heading' },
  { page: '/store', control: 'the first card that adds at once', card: true },
  { page: '/product-detail/341', control: "the digital product's ADD TO CART", card: false },
];
export const TAP_MODES = ['scripts', 'no scripts'];
const TAP_WAIT_MS = 1000;
const VISIT_TIMEOUT_MS = 60_000;
const MAX_TAPS = 30;
/** A page that has loaded (and, with scripts, started) and still shows no ADD TO CART after this has none. */
const ABSENT_AFTER_MS = 8000;
const INP_INTERACTIONS = 20;
/** Event Timing reports nothing shorter; an interaction without an entry took less. */
const EVENT_TIMING_THRESHOLD_MS = 16;

/** In the page: the target's ADD TO CART (its box when laid out), and what a working tap changes. */
function targetState({ card, productId, reveal, scripts }) {
  const scope = card ? document.querySelector(`[data-product-id="${productId}"]`) : document.querySelector('[data-testid="detail-price"]')?.parentElement;
  const buttons = [...(scope?.querySelectorAll('button') ?? [])];
  const add = buttons.find((button) => button.textContent.trim() === 'ADD TO CART');
  // What the shopper can see of the control: its middle not under something else (the phone's bottom toolbar, the
  // sticky header) nor below the fold.
  const uncovered = (rect) => add.contains(document.elementFromPoint(rect.x + rect.width / 2, rect.y + rect.height / 2));
  // A control out of sight is scrolled to, as a shopper would, before the tap.
  if (add && !uncovered(add.getBoundingClientRect())) add.scrollIntoView({ block: 'center' });
  const rect = add?.getBoundingClientRect();
  const box =
    rect && rect.width > 0 && rect.height > 0 && getComputedStyle(add).visibility !== 'hidden' && uncovered(rect)
      ? { x: rect.x, y: rect.y, width: rect.width, height: rect.height }
      : null;
  const cart = document.querySelector('header button[aria-label^="Cart, "], [role="banner"] button[aria-label^="Cart, "]');
  // The shopper scrolls to where the control will be (below home's hero).
  if (!add && reveal) document.querySelector(reveal)?.scrollIntoView({ block: 'start' });
  return {
    at: performance.timeOrigin + performance.now(),
    origin: performance.timeOrigin,
    // Loaded, and with scripts also started: from then on a control still missing is not coming.
    settled: document.readyState === 'complete' && (!scripts || document.documentElement.dataset.pageReady === 'true'),
    box,
    cart: cart?.getAttribute('aria-label') ?? null,
    alreadyAdded: buttons.some((button) => button.textContent.trim() === 'Already Added'),
  };
}

const changed = (now, was) => now !== null && (now.alreadyAdded || now.cart !== was.cart);

/**
 * One fresh visit: taps as described above. Times are ms after the visit's navigation started (the first document's
 * time origin; a tap answered by the server loads the next document, whose clock is read against the same origin).
 */
export async function tapVisit(browser, url, target, { scripts }) {
  const context = await browser.newContext({ ...PHONE, javaScriptEnabled: scripts });
  try {
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Network.emulateNetworkConditions', SLOW_LINK);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
    const deadline = Date.now() + VISIT_TIMEOUT_MS;
    const state = () => page.evaluate(targetState, { ...target, scripts }).catch(() => null);
    await page.goto(url, { waitUntil: 'commit', timeout: VISIT_TIMEOUT_MS });
    let origin = null;
    let settledAt = null;
    let paintedMs = null;
    let initial = null;
    const taps = [];
    const answer = () => ({ paintedMs: Math.round(paintedMs), workingTapMs: Math.round(taps.at(-1)), lostTaps: taps.length - 1, taps: taps.map(Math.round) });
    for (;;) {
      if (Date.now() > deadline || taps.length >= MAX_TAPS) {
        const shown = await page.evaluate(() => document.body?.innerText.slice(0, 200) ?? '').catch(() => '(nothing readable)');
        return {
          error: `no tap worked within ${VISIT_TIMEOUT_MS} ms (${taps.length} taps, every one lost); the page ended at ${page.url()} showing "${shown.replace(/\s+/g, ' ')}"`,
        };
      }
      const now = await state();
      if (now === null) {
        await sleep(50);
        continue;
      }
      origin ??= now.origin;
      // A tap answered by a page load can show its effect later than a second: that tap worked, late.
      if (initial && changed(now, initial)) return answer();
      if (!now.box) {
        if (now.settled) settledAt ??= Date.now();
        if (paintedMs === null && settledAt !== null && Date.now() - settledAt > ABSENT_AFTER_MS) {
          return {
            error: `no ADD TO CART on the page ${scripts ? 'once its scripts had started' : 'without scripts'} (waited ${ABSENT_AFTER_MS} ms after it had loaded)`,
          };
        }
        await sleep(50);
        continue;
      }
      paintedMs ??= now.at - origin;
      initial ??= now;
      await page.touchscreen.tap(now.box.x + now.box.width / 2, now.box.y + now.box.height / 2).catch(() => {});
      taps.push(now.at - origin);
      for (const until = Date.now() + TAP_WAIT_MS; Date.now() < until; await sleep(50)) if (changed(await state(), now)) return answer();
    }
  } finally {
    await context.close();
  }
}

/** In the page: starts recording Event Timing entries that belong to an interaction. */
function recordInteractions(threshold) {
  window.__benchInteractions = [];
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) {
      if (!entry.interactionId) continue;
      const target = entry.target;
      const label = target
        ? `${target.tagName.toLowerCase()} "${(target.getAttribute('aria-label') ?? target.textContent ?? '').trim().slice(0, 30)}"`
        : 'a removed element';
      window.__benchInteractions.push({ id: entry.interactionId, name: entry.name, target: label, duration: entry.duration });
    }
  }).observe({ type: 'event', durationThreshold: threshold, buffered: true });
}

/** In the page: marks the controls a shopper could tap here without leaving it, in document order; answers how many. */
function markTappable() {
  const leaving = /checkout|sign|log ?in|register|remove|delete|place order|pay/i;
  const controls = [...document.querySelectorAll('#root button, #root select, #root label:has(input[type="radio"]), #root [role="tab"]')].filter((element) => {
    const rect = element.getBoundingClientRect();
    return rect.width > 0 && rect.height > 0 && !element.closest('a') && !element.disabled && !leaving.test(element.textContent ?? '');
  });
  const seen = new Set();
  let count = 0;
  for (const element of controls) {
    const name = `${element.tagName}:${element.getAttribute('aria-label') ?? element.textContent.trim()}`;
    if (seen.has(name)) continue;
    seen.add(name);
    element.setAttribute('data-bench-tap', String(count++));
  }
  return count;
}

/**
 * Lab INP of one page: the hydrated page (scripts, phone, 4× CPU, unthrottled link) gets 20 interactions — taps on its
 * own controls in turn (each once before any twice), Tab and Escape — and answers the worst interaction's latency.
 */
export async function labInp(browser, url) {
  const context = await browser.newContext(PHONE);
  try {
    const page = await context.newPage();
    const errors = [];
    page.on('pageerror', (error) => errors.push(error.message));
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
    await page.goto(url, { waitUntil: 'load', timeout: VISIT_TIMEOUT_MS });
    await page.waitForFunction(() => document.documentElement.dataset.pageReady === 'true', null, { timeout: VISIT_TIMEOUT_MS });
    await sleep(1000);
    await page.evaluate(recordInteractions, EVENT_TIMING_THRESHOLD_MS);
    const path = new URL(url).pathname;
    let controls = await page.evaluate(markTappable);
    if (controls === 0) return { error: 'no control to tap on the hydrated page' };
    const done = [];
    let next = 0;
    for (let attempt = 0; done.length < INP_INTERACTIONS && attempt < INP_INTERACTIONS * 2; attempt += 1) {
      const kind = attempt % 4 === 2 ? 'Tab' : attempt % 4 === 3 ? 'Escape' : 'tap';
      if (kind !== 'tap') {
        await page.keyboard.press(kind);
        done.push(kind);
      } else {
        const control = page.locator(`[data-bench-tap="${next++ % controls}"]`);
        const label = await control.evaluate((element) => element.getAttribute('aria-label') ?? element.textContent.trim().slice(0, 40)).catch(() => null);
        if (label === null || !(await control.isVisible().catch(() => false))) continue;
        if (
          !(await control.tap({ timeout: 2000 }).then(
            () => true,
            () => false,
          ))
        )
          continue;
        done.push(`tap ${label}`);
      }
      await sleep(400);
      // A control that led elsewhere in the page (a route of the app): back to the page, its controls marked again.
      if (new URL(page.url()).pathname !== path) {
        await page.goBack({ waitUntil: 'commit' }).catch(() => {});
        await sleep(400);
        controls = (await page.evaluate(markTappable).catch(() => 0)) || controls;
      }
    }
    const entries = await page.evaluate(() => window.__benchInteractions).catch(() => []);
    const byInteraction = new Map();
    for (const entry of entries) byInteraction.set(entry.id, Math.max(byInteraction.get(entry.id) ?? 0, entry.duration));
    const latencies = [...byInteraction.values()];
    const worst = entries.reduce((a, b) => (b.duration > (a?.duration ?? -1) ? b : a), null);
    return {
      inpMs: latencies.length > 0 ? max(latencies) : EVENT_TIMING_THRESHOLD_MS,
      interactions: done.length,
      overThreshold: latencies.length,
      worst: worst ? `${worst.name} on ${worst.target}, ${Math.round(worst.duration)} ms` : `every interaction under ${EVENT_TIMING_THRESHOLD_MS} ms`,
      performed: done,
      pageErrors: errors,
    };
  } finally {
    await context.close();
  }
}

/** The cards' product ids in order on `url` at the phone size (unthrottled, hydrated), and the first whose card adds at once. */
async function firstCardThatAdds(browser, baseUrl, path, reveal) {
  const context = await browser.newContext(PHONE);
  try {
    const page = await context.newPage();
    await page.goto(new URL(path, baseUrl).href, { waitUntil: 'load', timeout: VISIT_TIMEOUT_MS });
    await page.waitForFunction(() => document.documentElement.dataset.pageReady === 'true', null, { timeout: VISIT_TIMEOUT_MS });
    if (reveal) await page.locator(reveal).scrollIntoViewIfNeeded();
    await page.locator('[data-product-id]').first().waitFor({ timeout: 20_000 });
    const ids = await page.locator('[data-product-id]').evaluateAll((cards) => [...new Set(cards.map((card) => Number(card.getAttribute('data-product-id'))))]);
    for (const id of ids) {
      const product = await (await fetch(new URL(`/api/v1/web/products/${id}`, baseUrl))).json();
      const hasButton = await page.locator(`[data-product-id="${id}"]`).first().getByRole('button', { name: 'ADD TO CART', exact: true }).count();
      if (product.addToCart === 'ADD TO CART' && hasButton > 0) return id;
    }
    throw new Error(`${path}: no card adds to the cart at once (cards ${ids.join(', ')})`);
  } finally {
    await context.close();
  }
}

function summarize(visits) {
  const measured = visits.filter((visit) => visit.error === undefined);
  if (measured.length === 0) return { visits: visits.length, error: visits.map((visit) => visit.error).join('; ') };
  const overPaint = measured.map((visit) => visit.workingTapMs - visit.paintedMs);
  return {
    visits: visits.length,
    measured: measured.length,
    paintedMs: median(measured.map((visit) => visit.paintedMs)),
    workingTapMs: median(measured.map((visit) => visit.workingTapMs)),
    overPaintMs: median(overPaint),
    lostTaps: { median: median(measured.map((visit) => visit.lostTaps)), max: max(measured.map((visit) => visit.lostTaps)) },
    failed: visits.length - measured.length,
    perVisit: visits,
  };
}

/**
 * The whole part: `visits` fresh visits per page and mode (the modes interleaved, which goes first alternating), then
 * lab INP once per page. Bounded: each visit gives up after a minute, and once `budgetMs` has passed the visits left
 * are not made (reported as such).
 */
export async function measureTaps(baseUrl, { visits = 3, budgetMs = 15 * 60_000, log = () => {} } = {}) {
  const browser = await launchChromium();
  const stopAt = Date.now() + budgetMs;
  try {
    const results = { cpuSlowdown: CPU_SLOWDOWN, link: SLOW_LINK, viewport: PHONE.viewport, tapWaitMs: TAP_WAIT_MS, pages: {}, inp: {} };
    for (const { page, card, control, reveal = null } of TAP_PAGES) {
      const target = { card, reveal, productId: card ? await firstCardThatAdds(browser, baseUrl, page, reveal) : null };
      const perMode = Object.fromEntries(TAP_MODES.map((mode) => [mode, []]));
      for (let i = 0; i < visits; i += 1) {
        const order = i % 2 === 0 ? TAP_MODES : [...TAP_MODES].reverse();
        for (const mode of order) {
          if (Date.now() > stopAt) {
            perMode[mode].push({ error: 'not made: the part ran out of its time' });
            continue;
          }
          log(`taps ${page} (${mode}) visit ${i + 1}/${visits} …`);
          perMode[mode].push(
            await tapVisit(browser, new URL(page, baseUrl).href, target, { scripts: mode === 'scripts' }).catch((error) => ({ error: error.message })),
          );
        }
      }
      results.pages[page] = { control, productId: target.productId, ...Object.fromEntries(TAP_MODES.map((mode) => [mode, summarize(perMode[mode])])) };
    }
    for (const { page } of TAP_PAGES) {
      log(`lab INP ${page} …`);
      results.inp[page] =
        Date.now() > stopAt
          ? { error: 'not made: the part ran out of its time' }
          : await labInp(browser, new URL(page, baseUrl).href).catch((error) => ({ error: error.message }));
    }
    return results;
  } finally {
    await browser.close();
  }
}
