// The catalogue-scale part of `npm run bench`: the same build with the seed's 364 products
// and with 100,000, both on PostgreSQL, side by side in one run. It starts a throwaway PostgreSQL (postgres.mjs), makes
// two databases, generates the large catalogue into one (`npm run catalog:generate`; the seed fills the other when its
// store first starts), starts a store on each (no page cache, pictures drawn when first asked for) and measures
// each figure on both, alternating which side goes first (pairOrder.mjs) so that the machine's noise weighs on both.
// Every figure is reported as large / small (scaleFigures.mjs); budgets.mjs holds their budgets. Stores, browser and
// PostgreSQL are stopped at the end, on failure, and when the run is interrupted.
import { spawn } from 'node:child_process';
import { rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { launchChromium } from './chromium.mjs';
import { inPairOrder } from './pairOrder.mjs';
import { startPostgres } from './postgres.mjs';
import { filterChangeToResults, firstCards, firstWorkingAddToCart, pageTransferBytes, CPU_SLOWDOWN, DESKTOP, PHONE, SLOW_LINK } from './scaleBrowser.mjs';
import { p95, ratio, sideBySide } from './scaleFigures.mjs';
import { checkServerRendered, residentBytes, SEARCH_QUERIES, STORE_FILTER_SETS, STORE_PAGES, timeRender, timeSearch } from './scaleServer.mjs';
import { waitUntilIdle } from './settle.mjs';
import { median } from './stats.mjs';
import { BENCH_STORE_ENV } from './storeEnv.mjs';
import { warmUp } from './warmUp.mjs';

const require = createRequire(import.meta.url);
const { startStore, root } = require('../scripts/storeProcess.cjs');

export const SIDES = ['small', 'large'];
const SMALL_PRODUCTS = 364;
/** The pages whose download the part weighs: the store, a product page, a search. */
export const WEIGHED_PAGES = ['/store', '/product-detail/1', '/search-result?q=headphones'];
/** Colour filters to try, in order: the first that is not a colour of the first card's product on either side. */
const COLOUR_CHOICES = ['Red', 'Green', 'Black', 'Orange', 'Purple', 'Beige', 'Grey', 'Dark Blue', 'Light Blue', 'White', 'Pink'];

const STORE_RUNS = { renderRounds: 3, bytesRuns: 3, addToCartVisits: 5, filterRuns: 5 };

/** `npm run catalog:generate -- --products n` into `databaseUrl`, its progress printed; answers the seconds it took. */
function generateCatalogue(databaseUrl, products) {
  const started = Date.now();
  const child = spawn(path.join(root, 'node_modules/.bin/tsx'), ['api/src/catalog/generateCommand.ts', '--products', String(products)], {
    cwd: root,
    env: { ...process.env, DATABASE_URL: databaseUrl },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  return new Promise((resolve, reject) => {
    child.on('error', reject);
    child.on('exit', (code) =>
      code === 0 ? resolve(Math.round((Date.now() - started) / 100) / 10) : reject(new Error(`catalog:generate --products ${products} exited with ${code}`)),
    );
  });
}

/** How many products a store's catalogue holds: GET /products answers the total in X-Total-Count (decision 0058). */
async function catalogueSize(baseUrl) {
  const response = await fetch(`${baseUrl}/api/v1/web/products?pageSize=1`);
  const total = Number(response.headers.get('x-total-count'));
  if (response.ok && Number.isInteger(total) && total > 0) return total;
  // An API without the header answers the whole list.
  const body = await (await fetch(`${baseUrl}/api/v1/web/products`)).json();
  return Array.isArray(body) ? body.length : null;
}

/** Runs `measure` and answers its figure, or `{ error }` when it failed: one figure's failure does not lose the others. */
async function attempt(name, log, measure) {
  log(`catalogue scale: ${name} …`);
  try {
    return await measure();
  } catch (error) {
    log(`catalogue scale: ${name} could not be measured: ${error.message}`);
    return { error: error.message };
  }
}

/**
 * `runs` rounds of `items`, each item once per side per round in the alternating order, `measure(side, item, round)`
 * answering a number; answers per item (or for all items together) the numbers of each side.
 */
async function interleaved(items, runs, measure) {
  const values = new Map(items.map((item) => [item, { small: [], large: [] }]));
  let pair = 0;
  for (let round = 0; round < runs; round += 1) {
    for (const item of items) {
      for (const side of inPairOrder(pair, 'small', 'large')) values.get(item)[side].push(await measure(side, item, round));
      pair += 1;
    }
  }
  return values;
}

const allOf = (values) => ({ small: [...values.values()].flatMap((v) => v.small), large: [...values.values()].flatMap((v) => v.large) });

/** The product whose ADD TO CART the phone taps (the first card that adds to the cart at once on both sides), and a colour filter that changes the first card on both. */
async function chooseTargets(browser, stores) {
  const cards = {};
  for (const side of SIDES) cards[side] = await firstCards(browser, `${stores[side].baseUrl}/store`);
  const product = async (side, id) => (await fetch(`${stores[side].baseUrl}/api/v1/web/products/${id}`)).json();
  let productId = null;
  for (const id of cards.small) {
    if (!cards.large.includes(id)) continue;
    const both = await Promise.all(SIDES.map((side) => product(side, id)));
    if (both.every((p) => p.addToCart === 'ADD TO CART')) {
      productId = id;
      break;
    }
  }
  if (productId === null) throw new Error(`no card on /store adds to the cart at once on both sides (small ${cards.small}, large ${cards.large})`);
  const firsts = await Promise.all(SIDES.map((side) => product(side, cards[side][0])));
  const carried = new Set(firsts.flatMap((p) => (p.colors ?? []).map((c) => c.name)));
  const colour = COLOUR_CHOICES.find((name) => !carried.has(name));
  return { productId, colour, firstCards: { small: cards.small[0], large: cards.large[0] } };
}

async function measureStoreRender(stores, tag) {
  for (const side of SIDES) await checkServerRendered(`${stores[side].baseUrl}/store?page=2`);
  const values = await interleaved(STORE_PAGES, STORE_RUNS.renderRounds, (side, page, round) =>
    timeRender(`${stores[side].baseUrl}/store?page=${page}&bench-render=${tag}-${round}`),
  );
  return {
    pages: STORE_PAGES,
    rounds: STORE_RUNS.renderRounds,
    ...sideBySide(allOf(values)),
    byPage: Object.fromEntries([...values].map(([page, v]) => [page, { small: median(v.small), large: median(v.large) }])),
  };
}

async function measureFilterSetRenders(stores, tag) {
  const values = await interleaved(STORE_FILTER_SETS, 1, (side, set) => timeRender(`${stores[side].baseUrl}/store?${set}&bench-render=${tag}-set`));
  return { sets: STORE_FILTER_SETS, ...sideBySide(allOf(values)) };
}

async function measureBytes(browser, stores) {
  const values = await interleaved(
    WEIGHED_PAGES,
    STORE_RUNS.bytesRuns,
    async (side, page) => (await pageTransferBytes(browser, stores[side].baseUrl + page)).bytes,
  );
  return Object.fromEntries([...values].map(([page, v]) => [page, sideBySide(v)]));
}

async function measureAddToCart(browser, stores, productId, log) {
  const visits = { small: [], large: [] };
  for (let i = 0; i < STORE_RUNS.addToCartVisits; i += 1) {
    for (const side of inPairOrder(i, 'small', 'large')) {
      const visit = await firstWorkingAddToCart(browser, `${stores[side].baseUrl}/store`, { productId });
      log(`  ${side} ${i + 1}/${STORE_RUNS.addToCartVisits}: ${visit.ms} ms, ${visit.lostTaps} taps lost`);
      visits[side].push(visit);
    }
  }
  return {
    productId,
    ...sideBySide({ small: visits.small.map((v) => v.ms), large: visits.large.map((v) => v.ms) }),
    lostTaps: { small: median(visits.small.map((v) => v.lostTaps)), large: median(visits.large.map((v) => v.lostTaps)) },
    visits,
  };
}

async function measureFilterChange(browser, stores, colour, log) {
  if (!colour) throw new Error('every colour is one of the first card’s product on one side: no filter is sure to change the first card');
  const changes = { small: [], large: [] };
  for (let i = 0; i < STORE_RUNS.filterRuns; i += 1) {
    for (const side of inPairOrder(i, 'small', 'large')) {
      const change = await filterChangeToResults(browser, `${stores[side].baseUrl}/store`, { colour });
      log(`  ${side} ${i + 1}/${STORE_RUNS.filterRuns}: ${change.ms} ms (first card ${change.firstCardBefore} → ${change.firstCardAfter})`);
      changes[side].push(change);
    }
  }
  return { colour, ...sideBySide({ small: changes.small.map((c) => c.ms), large: changes.large.map((c) => c.ms) }), changes };
}

async function measureSearch(stores) {
  // Each store's first searches pay for its connections and compiled code: three words no shopper query repeats first.
  for (const side of SIDES) for (const q of ['warm', 'up', 'bench']) await timeSearch(stores[side].baseUrl, q);
  const found = { small: {}, large: {} };
  const values = await interleaved(SEARCH_QUERIES, 1, async (side, q) => {
    const answer = await timeSearch(stores[side].baseUrl, q);
    found[side][q] = answer.total;
    return answer.ms;
  });
  const times = allOf(values);
  return {
    queries: SEARCH_QUERIES.length,
    ...sideBySide(times, p95),
    medianMs: { small: median(times.small), large: median(times.large) },
    found,
  };
}

async function measureMemory(stores) {
  const rss = {};
  for (const side of SIDES) rss[side] = await residentBytes(stores[side].pid);
  if (rss.small === null || rss.large === null) throw new Error('no /proc/<pid>/status to read the stores’ memory from');
  return { small: rss.small, large: rss.large, ratio: ratio(rss.large, rss.small) };
}

/** Stops the stores (and the cluster, by postgres.mjs) when the run is interrupted, then lets the signal end it. */
function stopOnSignal(stores, postgres) {
  const onSignal = (signal) => {
    for (const store of Object.values(stores)) {
      try {
        process.kill(store.pid, 'SIGTERM');
      } catch {
        // already gone
      }
      rmSync(store.dataDir, { recursive: true, force: true });
    }
    postgres.stopNow();
    process.kill(process.pid, signal);
  };
  for (const signal of ['SIGINT', 'SIGTERM']) process.once(signal, onSignal);
  return () => {
    for (const signal of ['SIGINT', 'SIGTERM']) process.off(signal, onSignal);
  };
}

/**
 * Measures the catalogue-scale figures; `largeProducts` is the large catalogue's size (BENCH_SCALE_PRODUCTS to try a
 * smaller one quickly; the budgets are about 100,000).
 */
export async function measureCatalogScale({ log = console.log, largeProducts = Number(process.env.BENCH_SCALE_PRODUCTS || 100_000) } = {}) {
  const started = Date.now();
  const postgres = await startPostgres();
  const stores = {};
  const forgetSignals = stopOnSignal(stores, postgres);
  let browser = null;
  try {
    log(`catalogue scale: PostgreSQL — ${postgres.where}`);
    const databases = { small: await postgres.createDatabase('small'), large: await postgres.createDatabase('large') };
    log(`catalogue scale: generating ${largeProducts.toLocaleString('en-US')} products …`);
    const generationSeconds = await generateCatalogue(databases.large, largeProducts);
    for (const side of SIDES) {
      stores[side] = await startStore({
        env: { ...BENCH_STORE_ENV, DATABASE_URL: databases[side], PAGE_CACHE: 'off', PREPARE_PICTURES: 'off' },
        stdio: 'ignore',
        timeoutMs: 300_000,
      });
    }
    const products = { small: await catalogueSize(stores.small.baseUrl), large: await catalogueSize(stores.large.baseUrl) };
    if (products.small !== SMALL_PRODUCTS || products.large !== largeProducts) {
      throw new Error(`the stores hold ${products.small} and ${products.large} products, not ${SMALL_PRODUCTS} and ${largeProducts}`);
    }
    log('catalogue scale: waiting for both stores to finish their start-up work …');
    const settle = Object.fromEntries(await Promise.all(SIDES.map(async (side) => [side, await waitUntilIdle(stores[side].pid)])));
    browser = await launchChromium();
    const targets = await chooseTargets(browser, stores);
    log(`catalogue scale: warming up (each page once per store; pictures are drawn when first asked for) …`);
    const colourPath = targets.colour ? [`/store?color=${encodeURIComponent(targets.colour)}`] : [];
    for (const side of SIDES) await warmUp(stores[side].baseUrl, [...WEIGHED_PAGES, ...colourPath]);

    const tag = Date.now().toString(36);
    const result = {
      products,
      database: postgres.where,
      generationSeconds,
      startMs: { small: stores.small.startMs, large: stores.large.startMs },
      settle,
      conditions: { phone: PHONE.viewport, desktop: DESKTOP.viewport, cpuSlowdown: CPU_SLOWDOWN, link: SLOW_LINK },
      targets,
    };
    result.storeRender = await attempt('/store pages 2–6 rendered for the request', log, () => measureStoreRender(stores, tag));
    result.storeRenderFilterSets = await attempt(`/store under ${STORE_FILTER_SETS.length} filter sets`, log, () => measureFilterSetRenders(stores, tag));
    result.bytes = await attempt(`bytes downloaded (${WEIGHED_PAGES.join(', ')})`, log, () => measureBytes(browser, stores));
    result.firstAddToCart = await attempt('first working ADD TO CART on a throttled phone', log, () =>
      measureAddToCart(browser, stores, targets.productId, log),
    );
    result.filterChange = await attempt(`colour filter '${targets.colour}' to new results`, log, () =>
      measureFilterChange(browser, stores, targets.colour, log),
    );
    result.search = await attempt(`${SEARCH_QUERIES.length} searches`, log, () => measureSearch(stores));
    result.apiMemory = await attempt('API memory', log, () => measureMemory(stores));
    result.minutes = Math.round((Date.now() - started) / 6000) / 10;
    return result;
  } finally {
    await browser?.close();
    for (const store of Object.values(stores)) await store.stop();
    await postgres.stop();
    forgetSignals();
  }
}

// `node bench/catalogScale.mjs`: the part alone, its JSON printed (build first: scripts/build.mjs --changed).
if (process.argv[1] && import.meta.url.endsWith(process.argv[1].split('/').pop())) {
  console.log(JSON.stringify(await measureCatalogScale(), null, 2));
}
