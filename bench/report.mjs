// Prints one bench run as tables: the measurements of each part the run measured, then each budget with pass or fail.
const ms = (value) => Math.round(value);

function printLighthouse(lighthouse) {
  console.log('\nLighthouse (mobile, median of runs, with scripts)');
  console.table(
    Object.fromEntries(
      Object.entries(lighthouse).map(([page, lh]) => [
        page,
        {
          perf: lh.performance,
          a11y: lh.accessibility,
          bp: lh.bestPractices,
          seo: lh.seo,
          'LCP ms': ms(lh.lcpMs),
          'TBT ms': ms(lh.tbtMs),
          CLS: lh.cls.toFixed(3),
        },
      ]),
    ),
  );
  const runs = Object.values(lighthouse)[0]?.runs;
  console.log(`Scripts against the floor (every script blocked), medians of ${runs} interleaved runs each`);
  console.table(
    Object.fromEntries(
      Object.entries(lighthouse).map(([page, lh]) => [
        page,
        {
          'perf / floor': `${lh.performance} / ${lh.floor.performance}`,
          'LCP ms / floor': `${ms(lh.lcpMs)} / ${ms(lh.floor.lcpMs)}`,
          'LCP / floor': lh.lcpOverFloor.toFixed(2),
          'TBT ms / floor': `${ms(lh.tbtMs)} / ${ms(lh.floor.tbtMs)}`,
          'TBT added ms': ms(lh.tbtAddedMs),
          'its 90 % interval': lh.tbtAddedInterval ? `${ms(lh.tbtAddedInterval.low)} to ${ms(lh.tbtAddedInterval.high)}` : 'n/a',
          'observed blocking added ms': lh.observedBlockingAddedMs === null ? 'n/a' : ms(lh.observedBlockingAddedMs),
          'on-CPU blocking added ms': lh.onCpuBlockingAddedMs === null ? 'n/a' : ms(lh.onCpuBlockingAddedMs),
          'CLS / floor': `${lh.cls.toFixed(3)} / ${lh.floor.cls.toFixed(3)}`,
        },
      ]),
    ),
  );
  printSimulatedBlocking(lighthouse);
  printBlockingCauses(lighthouse);
}

/** Lighthouse's simulated long tasks by what they are attributed to (simulatedBlocking.mjs), medians of the runs. */
function printSimulatedBlocking(lighthouse) {
  const figure = (value) => (value === null || value === undefined ? 'n/a' : ms(value));
  console.log("Where Lighthouse's simulated load blocked (long tasks over 50 ms, what each exceeds it by; medians, ms)");
  console.table(
    Object.fromEntries(
      Object.entries(lighthouse).map(([page, lh]) => [
        page,
        {
          'script files': figure(lh.simulatedScriptBlockingMs),
          'document / floor': `${figure(lh.simulatedDocumentBlockingMs)} / ${figure(lh.floor.simulatedDocumentBlockingMs)}`,
          'document, floor runs (min–max)': spread(lh.perRun?.map((run) => run.floor.simulatedDocumentBlockingMs)),
        },
      ]),
    ),
  );
}

const spread = (values = []) => {
  const known = values.filter((value) => value !== null && value !== undefined);
  return known.length === 0 ? 'n/a' : `${ms(Math.min(...known))}–${ms(Math.max(...known))}`;
};

/**
 * Per page, the causes of the observed blocking (observedBlocking.mjs), the largest with scripts first, each with its
 * on-CPU share (a task that waited for a core blocks by wall time, not on a CPU; every on-CPU cause is among these).
 */
function printBlockingCauses(lighthouse) {
  const shown = 8;
  for (const [page, lh] of Object.entries(lighthouse)) {
    const withScripts = lh.observedBlockingByCause ?? {};
    const floor = lh.floor.observedBlockingByCause ?? {};
    const onCpu = lh.onCpuBlockingByCause ?? {};
    const floorOnCpu = lh.floor.onCpuBlockingByCause ?? {};
    const causes = [...new Set([...Object.keys(withScripts), ...Object.keys(floor)])].sort(
      (a, b) => (withScripts[b] ?? 0) - (withScripts[a] ?? 0) || (floor[b] ?? 0) - (floor[a] ?? 0),
    );
    if (causes.length === 0) continue;
    console.log(`What the observed blocking of ${page} was (mean ms per run; with scripts / floor, and of it on a CPU):`);
    for (const cause of causes.slice(0, shown)) {
      const perRun = (byCause) => ms(byCause[cause] ?? 0);
      console.log(`  ${perRun(withScripts)} / ${perRun(floor)}  (on a CPU ${perRun(onCpu)} / ${perRun(floorOnCpu)})  ${cause}`);
    }
    if (causes.length > shown) console.log(`  … and ${causes.length - shown} smaller`);
  }
}

function printInteractions({ interactions, cpuSlowdown, viewport }) {
  console.log(`\nInteraction latency at ${cpuSlowdown}× CPU, ${viewport.width}×${viewport.height} (Event Timing, what INP counts; ms)`);
  console.table(
    Object.fromEntries(
      Object.entries(interactions).map(([name, i]) => [
        name,
        {
          runs: i.runs,
          median: i.latencyMs.median,
          max: i.latencyMs.max,
          'answer painted (median)': i.responseMs.median,
          'long tasks (median n)': i.longTasks.medianCount,
          'long tasks (median ms)': i.longTasks.medianTotalMs,
        },
      ]),
    ),
  );
  console.log('Scripts in long animation frames from the press until the answer was painted (runs seen, median ms):');
  for (const [name, i] of Object.entries(interactions)) {
    console.log(`  ${name}`);
    for (const s of i.scripts.slice(0, 5)) console.log(`    ${String(s.medianMs).padStart(4)} ms ×${s.runs}  ${s.script}`);
  }
}

/** The `taps` part (shopperTaps.mjs): per page and mode, medians of the fresh visits; then lab INP per page. */
function printTaps({ pages, inp, cpuSlowdown, link, viewport, tapWaitMs }) {
  console.log(
    `\nWhat the shopper feels: ADD TO CART tapped as soon as it is painted, again after ${tapWaitMs} ms without effect; ${viewport.width}×${viewport.height}, CPU ${cpuSlowdown}× slower, ${(link.downloadThroughput * 8) / 1e6} Mbit/s down, ${link.latency} ms RTT (medians of fresh visits, ms after navigation start)`,
  );
  const row = (f) =>
    f.error !== undefined
      ? { visits: f.visits, 'control painted': 'n/a', 'first working tap': 'n/a', 'tap − paint': 'n/a', 'taps lost (median, worst)': f.error }
      : {
          visits: `${f.measured}/${f.visits}`,
          'control painted': ms(f.paintedMs),
          'first working tap': ms(f.workingTapMs),
          'tap − paint': ms(f.overPaintMs),
          'taps lost (median, worst)': `${f.lostTaps.median}, ${f.lostTaps.max}`,
        };
  console.table(
    Object.fromEntries(Object.entries(pages).flatMap(([page, figures]) => ['scripts', 'no scripts'].map((mode) => [`${page} (${mode})`, row(figures[mode])]))),
  );
  console.log(
    `Lab INP at ${cpuSlowdown}× CPU, ${viewport.width}×${viewport.height}: the worst of the page's interactions (Event Timing, durationThreshold 16)`,
  );
  console.table(
    Object.fromEntries(
      Object.entries(inp).map(([page, i]) => [
        page,
        i.error !== undefined
          ? { INP: 'n/a', worst: i.error }
          : { INP: ms(i.inpMs), interactions: i.interactions, 'over 16 ms': i.overThreshold, worst: i.worst },
      ]),
    ),
  );
}

function printPageWeight(pageWeight) {
  console.log('First-load JavaScript, gzip bytes by owner');
  console.table(Object.fromEntries(Object.entries(pageWeight).map(([page, w]) => [page, { total: w.jsGzipBytes, ...w.jsGzipBytesByOwner }])));
  console.log('Singleton copies evaluated in the page');
  console.table(Object.fromEntries(Object.entries(pageWeight).map(([page, w]) => [page, w.singletonCopies])));
}

function printComposition(c) {
  console.log(
    `Composition overhead: LCP of / composed ${ms(c.composedLcpMs)} ms / standalone catalogue ${ms(c.standaloneLcpMs)} ms = ${c.ratio.toFixed(2)}× (both rendered in the browser)`,
  );
  if (c.serverRenderedLcpMs !== null) {
    console.log(
      `Server rendering: LCP of / ${ms(c.serverRenderedLcpMs)} ms server-rendered vs ${ms(c.composedLcpMs)} ms rendered in the browser = ${(c.serverRenderedLcpMs / c.composedLcpMs).toFixed(2)}× (performance score in the browser only: ${c.browserRenderedPerformance})`,
    );
  }
}

// bench/htmlThroughput.mjs's figure.
function printHtmlShare(h) {
  console.log(
    `/store HTML ${ms(h.htmlRps)} req/s (p99 ${h.htmlP99Ms} ms) vs catalogue JSON (${h.jsonPath ?? '/api/v1/web/products'}) ${ms(h.jsonRps)} req/s (p99 ${h.jsonP99Ms} ms) = ${(h.share * 100).toFixed(1)} % (${h.errors} errors, ${h.non2xx} not 2xx)`,
  );
}

function printPageStart(pageStart) {
  console.log('Pages the cache did not have yet (rendered for the request; medians, ms)');
  console.table(
    Object.fromEntries(
      Object.entries(pageStart).map(([page, t]) => [
        page,
        { runs: t.runs, 'first byte': t.firstByteMs, 'whole page': t.wholeMs, 'first byte / whole': t.firstByteShare },
      ]),
    ),
  );
}

function printApi(api) {
  const read = api.catalogueRead;
  console.log(
    `GET ${read.path ?? '/products'}: ${ms(read.storeRps)} req/s vs bare node:http ${ms(read.bareNodeRps)} req/s = ${read.ratio.toFixed(2)}× (${read.bytesOnWire} bytes on the wire)`,
  );
  const order = api.placeOrder;
  console.log(
    `place_order at 20 concurrent: ${ms(order.requestsPerSecond)} req/s, p50 ${order.p50Ms} ms, p99 ${order.p99Ms} ms (${order.ok} ok, ${order.non2xx} not 2xx)`,
  );
}

/** The catalogue-scale part (catalogScale.mjs): each figure on both catalogues, their ratio and its budget. */
function printCatalogScale(scale, budgets) {
  if (scale.error !== undefined) {
    console.log(`\nCatalogue scale: not measured (${scale.error})`);
    return;
  }
  const { small, large } = scale.products;
  const sides = [`${small.toLocaleString('en-US')} products`, `${large.toLocaleString('en-US')} products`];
  console.log(
    `\nCatalogue scale: the same build with ${sides[0]} and with ${sides[1]}, both on PostgreSQL (${scale.database}); ${scale.generationSeconds} s to generate, ${scale.minutes} min in all`,
  );
  const rows = {};
  const row = (name, figure, unit, budget) => {
    rows[name] =
      !figure || figure.error !== undefined
        ? { [sides[0]]: 'n/a', [sides[1]]: 'n/a', 'large / small': `not measured: ${figure?.error ?? 'missing'}`, budget: budget ?? '' }
        : { [sides[0]]: unit(figure.small), [sides[1]]: unit(figure.large), 'large / small': figure.ratio.toFixed(2), budget: budget ?? '(no budget)' };
  };
  const inMs = (value) => `${ms(value)} ms`;
  const inKb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;
  const inMb = (bytes) => `${(bytes / 1024 / 1024).toFixed(0)} MB`;
  const b = budgets.catalogScale;
  row('/store pages 2–6, whole HTML rendered for the request (median)', scale.storeRender, inMs, `≤ ${b.storeRenderMaxRatio}`);
  row(`/store under ${scale.storeRenderFilterSets?.sets?.length ?? 10} filter sets, each asked once (median)`, scale.storeRenderFilterSets, inMs);
  if (scale.bytes?.error !== undefined) row('bytes downloaded', scale.bytes, inKb, `≤ ${b.bytesMaxRatio}`);
  else for (const [page, figure] of Object.entries(scale.bytes)) row(`bytes downloaded, ${page} (median of 3)`, figure, inKb, `≤ ${b.bytesMaxRatio}`);
  row('first working ADD TO CART on /store (median of 5)', scale.firstAddToCart, inMs, `≤ ${b.firstAddToCartMaxRatio}`);
  if (scale.firstAddToCart?.lostTaps) {
    const lost = scale.firstAddToCart.lostTaps;
    rows['  taps lost before it (median)'] = { [sides[0]]: lost.small, [sides[1]]: lost.large, 'large / small': '', budget: '(no budget)' };
  }
  row(`search answer, p95 of ${scale.search?.queries ?? 50} queries`, scale.search, inMs, `≤ ${b.searchP95MaxRatio}`);
  if (scale.search?.medianMs) {
    const median = scale.search.medianMs;
    rows['  its median'] = {
      [sides[0]]: inMs(median.small),
      [sides[1]]: inMs(median.large),
      'large / small': (median.large / median.small).toFixed(2),
      budget: '(no budget)',
    };
  }
  row(
    `colour filter '${scale.filterChange?.colour ?? scale.targets?.colour}' to new results on screen (median of 5)`,
    scale.filterChange,
    inMs,
    `≤ ${b.filterChangeMaxRatio}`,
  );
  row('API memory (RSS) after the run', scale.apiMemory, inMb, `≤ ${b.apiMemoryMaxRatio}`);
  console.table(rows);
  const { phone, desktop, cpuSlowdown, link } = scale.conditions;
  console.log(
    `ADD TO CART: ${phone.width}×${phone.height}, CPU ${cpuSlowdown}× slower, ${(link.downloadThroughput * 8) / 1e6} Mbit/s down, ${link.latency} ms RTT, product ${scale.targets.productId}, a fresh browser each visit; filter: ${desktop.width}×${desktop.height}, CPU ${cpuSlowdown}× slower`,
  );
}

export function printReport(r) {
  if (r.lighthouse) printLighthouse(r.lighthouse);
  if (r.interactions) printInteractions(r.interactions);
  if (r.taps) printTaps(r.taps);
  if (r.pageWeight) printPageWeight(r.pageWeight);
  if (r.composition) printComposition(r.composition);
  if (r.pageStart) printPageStart(r.pageStart);
  if (r.htmlShare) printHtmlShare(r.htmlShare);
  if (r.api) printApi(r.api);
  if (r.catalogScale) printCatalogScale(r.catalogScale, r.budgets);
  if (r.apiStart) {
    console.log(
      `API start to first answer: compiled ${r.apiStart.compiledMs} ms vs TypeScript through tsx ${r.apiStart.fromSourceMs} ms = ${r.apiStart.ratio.toFixed(2)}× (fresh database each, medians)`,
    );
  }
  if (r.builds) console.log(`Clean builds: all apps ${r.builds.allAppsSeconds.toFixed(1)} s, ${r.builds.oneRemote} ${r.builds.oneRemoteSeconds.toFixed(1)} s`);
  console.log(`\nBudgets (parts measured: ${r.parts.join(', ')})`);
  console.table(r.checks.map((c) => ({ check: c.name, value: c.value, budget: c.budget, result: c.pass ? 'pass' : 'FAIL' })));
}
