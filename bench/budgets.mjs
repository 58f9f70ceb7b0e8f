// The bench's budgets — page speed, the scripts' cost, interaction latency, throughput and the catalogue's scale —
// checked against one bench run; a part the run did not measure (BENCH_ONLY) is not checked.
import { withinRatio } from './scaleFigures.mjs';

export const BUDGETS = {
  lighthousePerformanceMin: 95,
  lighthouseOtherScores: 100,
  scriptsTbtAddedMaxMs: 60,
  lcpOverFloorMax: 1.1,
  interactionLatencyMaxMs: 100,
  // What the shopper feels (bench/shopperTaps.mjs): the first tap that works comes with the control's first paint,
  // measured in the same visit (absolute times vary 2× on these machines), none is lost, and lab INP at 4× CPU.
  tapAfterPaintMaxMs: 100,
  tapsLostMax: 0,
  labInpMaxMs: 200,
  // /store HTML at least a tenth of the rate of the catalogue answer it shows (GET /catalog), both kept:
  // 16 % measured, the page six times the answer's bytes; a /store rendered per request answers 0.9 % of it.
  htmlShareMin: 0.1,
  homeFirstLoadJsGzipMaxBytes: 170 * 1024,
  compositionOverheadMaxRatio: 1.2,
  // The catalogue read costs little more than sending its bytes: a page everyone asks is kept per catalogue
  // version and compressed once (api/src/catalog/catalogAnswers.ts). 0.9 was set on the whole list (60 KB
  // compressed), whose writing dwarfed each request's own work; a 2.5 KB page of the store weighs the API's plugins
  // (security headers, CORS, validation) more: 0.58 measured with the answer kept, 0.02 without it.
  catalogueReadMinRatio: 0.5,
  cleanBuildAllMaxSeconds: 90,
  cleanBuildOneRemoteMaxSeconds: 25,
  singletonCopies: 1,
  // The same build with 100,000 products against the seed's 364, large / small (catalogScale.mjs).
  catalogScale: {
    storeRenderMaxRatio: 1.5,
    bytesMaxRatio: 1.1,
    firstAddToCartMaxRatio: 1.2,
    searchP95MaxRatio: 1.5,
    filterChangeMaxRatio: 1.2,
    apiMemoryMaxRatio: 1.5,
  },
};

const count = (n) => n.toLocaleString('en-US');
const inMs = (value) => `${Math.round(value)} ms`;
const inKb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;
const inMb = (bytes) => `${(bytes / 1024 / 1024).toFixed(0)} MB`;

/** Each catalogue-scale figure against its budget: the ratio, with both sides' values beside it. */
export function catalogScaleChecks(scale, add) {
  const budget = BUDGETS.catalogScale;
  const sizes = `${count(scale.products.large)} / ${count(scale.products.small)} products`;
  const check = (name, figure, max, unit) => {
    const { pass, value } = withinRatio(figure, max);
    const sides = figure && figure.error === undefined ? ` (${unit(figure.small)} → ${unit(figure.large)})` : '';
    add(`${sizes}: ${name}`, `${value}${sides}`, `≤ ${max}`, pass);
  };
  check('/store pages 2–6 rendered for the request (median)', scale.storeRender, budget.storeRenderMaxRatio, inMs);
  if (!scale.bytes || scale.bytes.error !== undefined) check('bytes the browser downloads', scale.bytes, budget.bytesMaxRatio, inKb);
  else for (const [page, figure] of Object.entries(scale.bytes)) check(`bytes downloaded for ${page} (median)`, figure, budget.bytesMaxRatio, inKb);
  check('first working ADD TO CART on /store, phone, 4× CPU, 1.6 Mbit/s (median)', scale.firstAddToCart, budget.firstAddToCartMaxRatio, inMs);
  check(`search answer p95 of ${scale.search?.queries ?? 50} queries`, scale.search, budget.searchP95MaxRatio, inMs);
  check('filter change to new results on screen, 4× CPU (median)', scale.filterChange, budget.filterChangeMaxRatio, inMs);
  check('API memory (RSS) after the run', scale.apiMemory, budget.apiMemoryMaxRatio, inMb);
}

function lighthouseChecks(lighthouse, add) {
  for (const [page, lh] of Object.entries(lighthouse)) {
    add(
      `${page} performance (floor ${lh.floor.performance})`,
      lh.performance,
      `≥ ${BUDGETS.lighthousePerformanceMin}`,
      lh.performance >= BUDGETS.lighthousePerformanceMin,
    );
    for (const key of ['accessibility', 'bestPractices', 'seo']) add(`${page} ${key}`, lh[key], '= 100', lh[key] === BUDGETS.lighthouseOtherScores);
    add(
      `${page} TBT the scripts add`,
      `${Math.round(lh.tbtAddedMs)} ms`,
      `≤ ${BUDGETS.scriptsTbtAddedMaxMs} ms`,
      lh.tbtAddedMs <= BUDGETS.scriptsTbtAddedMaxMs,
    );
    add(`${page} LCP / floor`, lh.lcpOverFloor.toFixed(2), `≤ ${BUDGETS.lcpOverFloorMax}`, lh.lcpOverFloor <= BUDGETS.lcpOverFloorMax);
  }
}

function pageWeightChecks(pageWeight, add) {
  const home = pageWeight['/'];
  add('/ first-load JS (gzip)', `${(home.jsGzipBytes / 1024).toFixed(1)} KB`, '≤ 170 KB', home.jsGzipBytes <= BUDGETS.homeFirstLoadJsGzipMaxBytes);
  for (const [page, weight] of Object.entries(pageWeight)) {
    for (const [lib, copies] of Object.entries(weight.singletonCopies)) {
      if (copies !== 1) add(`${page} copies of ${lib}`, copies, '= 1', false);
    }
  }
  if (Object.values(pageWeight).every((w) => Object.values(w.singletonCopies).every((c) => c === 1))) add('copies of each singleton', 1, '= 1', true);
}

function interactionChecks({ interactions, cpuSlowdown }, add) {
  for (const [name, figures] of Object.entries(interactions)) {
    const { median } = figures.latencyMs;
    add(`${name}, ${cpuSlowdown}× CPU (median)`, `${median} ms`, `≤ ${BUDGETS.interactionLatencyMaxMs} ms`, median <= BUDGETS.interactionLatencyMaxMs);
  }
}

function tapChecks(taps, add) {
  for (const [page, figures] of Object.entries(taps.pages)) {
    for (const mode of ['scripts', 'no scripts']) {
      const f = figures[mode];
      const name = `${page} ${mode}: first working ADD TO CART − its first paint, phone, ${taps.cpuSlowdown}× CPU, 1.6 Mbit/s (median of ${f.visits})`;
      if (f.error !== undefined || f.failed > 0) {
        add(name, `not measured: ${f.error ?? `${f.failed} visits without a working tap`}`, 'every visit measured', false);
        continue;
      }
      const over = f.overPaintMs;
      add(
        name,
        `${Math.round(over)} ms (${Math.round(f.workingTapMs)} / ${Math.round(f.paintedMs)})`,
        `≤ ${BUDGETS.tapAfterPaintMaxMs} ms`,
        over <= BUDGETS.tapAfterPaintMaxMs,
      );
      add(
        `${page} ${mode}: taps lost (median, worst)`,
        `${f.lostTaps.median}, ${f.lostTaps.max}`,
        `${BUDGETS.tapsLostMax}`,
        f.lostTaps.median <= BUDGETS.tapsLostMax,
      );
    }
  }
  for (const [page, inp] of Object.entries(taps.inp)) {
    const name = `${page} lab INP over ${inp.interactions ?? 20} interactions, phone, ${taps.cpuSlowdown}× CPU`;
    if (inp.error !== undefined) add(name, `not measured: ${inp.error}`, `≤ ${BUDGETS.labInpMaxMs} ms`, false);
    else add(name, `${Math.round(inp.inpMs)} ms`, `≤ ${BUDGETS.labInpMaxMs} ms`, inp.inpMs <= BUDGETS.labInpMaxMs);
  }
}

export function checkBudgets(r) {
  const checks = [];
  const add = (name, value, budget, pass) => checks.push({ name, value, budget, pass });
  if (r.lighthouse) lighthouseChecks(r.lighthouse, add);
  if (r.pageWeight) pageWeightChecks(r.pageWeight, add);
  if (r.interactions) interactionChecks(r.interactions, add);
  if (r.taps) tapChecks(r.taps, add);
  // bench/htmlThroughput.mjs's figure: present when the run measured the part.
  if (r.htmlShare) {
    const { share, errors, non2xx } = r.htmlShare;
    add(
      `/store HTML req/s / catalogue JSON (${r.htmlShare.jsonPath ?? '/api/v1/web/products'}) req/s, no errors`,
      `${(share * 100).toFixed(1)} % (${errors} errors, ${non2xx} not 2xx)`,
      `≥ ${BUDGETS.htmlShareMin * 100} %, 0 errors`,
      share >= BUDGETS.htmlShareMin && errors === 0 && non2xx === 0,
    );
  }
  if (r.composition) {
    add(
      'composition overhead (LCP composed / standalone, both browser-rendered)',
      r.composition.ratio.toFixed(2),
      `≤ ${BUDGETS.compositionOverheadMaxRatio}`,
      r.composition.ratio <= BUDGETS.compositionOverheadMaxRatio,
    );
  }
  if (r.api) {
    add(
      `catalogue read (${r.api.catalogueRead.path ?? '/api/v1/web/products'}) rps (store / bare node:http, same bytes)`,
      r.api.catalogueRead.ratio.toFixed(2),
      `≥ ${BUDGETS.catalogueReadMinRatio}`,
      r.api.catalogueRead.ratio >= BUDGETS.catalogueReadMinRatio,
    );
  }
  if (r.catalogScale) {
    if (r.catalogScale.error !== undefined)
      add('catalogue scale (364 against 100,000 products)', `not measured: ${r.catalogScale.error}`, 'every figure measured', false);
    else catalogScaleChecks(r.catalogScale, add);
  }
  if (r.builds) {
    add(
      'clean build, all apps',
      `${r.builds.allAppsSeconds.toFixed(1)} s`,
      `≤ ${BUDGETS.cleanBuildAllMaxSeconds} s`,
      r.builds.allAppsSeconds <= BUDGETS.cleanBuildAllMaxSeconds,
    );
    add(
      `clean build, ${r.builds.oneRemote}`,
      `${r.builds.oneRemoteSeconds.toFixed(1)} s`,
      `≤ ${BUDGETS.cleanBuildOneRemoteMaxSeconds} s`,
      r.builds.oneRemoteSeconds <= BUDGETS.cleanBuildOneRemoteMaxSeconds,
    );
  }
  return checks;
}
