// Prints one bench run as tables: the measurements, then each budget with pass or fail.
export function printReport(r) {
  console.log('\nLighthouse (mobile, median of runs)');
  console.table(
    Object.fromEntries(
      Object.entries(r.lighthouse).map(([page, lh]) => [
        page,
        {
          perf: lh.performance,
          a11y: lh.accessibility,
          bp: lh.bestPractices,
          seo: lh.seo,
          'LCP ms': Math.round(lh.lcpMs),
          'TBT ms': Math.round(lh.tbtMs),
          CLS: lh.cls.toFixed(3),
        },
      ]),
    ),
  );
  console.log('First-load JavaScript, gzip bytes by owner');
  console.table(Object.fromEntries(Object.entries(r.pageWeight).map(([page, w]) => [page, { total: w.jsGzipBytes, ...w.jsGzipBytesByOwner }])));
  console.log('Singleton copies evaluated in the page');
  console.table(Object.fromEntries(Object.entries(r.pageWeight).map(([page, w]) => [page, w.singletonCopies])));
  console.log(
    `Composition overhead: LCP of / composed ${Math.round(r.composition.composedLcpMs)} ms / standalone catalogue ${Math.round(r.composition.standaloneLcpMs)} ms = ${r.composition.ratio.toFixed(2)}× (both rendered in the browser)`,
  );
  console.log(
    `Server rendering: LCP of / ${Math.round(r.composition.serverRenderedLcpMs)} ms server-rendered vs ${Math.round(r.composition.composedLcpMs)} ms rendered in the browser = ${(r.composition.serverRenderedLcpMs / r.composition.composedLcpMs).toFixed(2)}× (performance score in the browser only: ${r.composition.browserRenderedPerformance})`,
  );
  const read = r.api.catalogueRead;
  console.log(
    `GET /products: ${Math.round(read.storeRps)} req/s vs bare node:http ${Math.round(read.bareNodeRps)} req/s = ${read.ratio.toFixed(2)}× (${read.bytesOnWire} bytes on the wire)`,
  );
  const order = r.api.placeOrder;
  console.log(
    `place_order at 20 concurrent: ${Math.round(order.requestsPerSecond)} req/s, p50 ${order.p50Ms} ms, p99 ${order.p99Ms} ms (${order.ok} ok, ${order.non2xx} not 2xx)`,
  );
  console.log(
    `API start to first answer: compiled ${r.apiStart.compiledMs} ms vs TypeScript through tsx ${r.apiStart.fromSourceMs} ms = ${r.apiStart.ratio.toFixed(2)}× (fresh database each, medians)`,
  );
  console.log(`Clean builds: all apps ${r.builds.allAppsSeconds.toFixed(1)} s, ${r.builds.oneRemote} ${r.builds.oneRemoteSeconds.toFixed(1)} s`);
  console.log('\nBudgets');
  console.table(r.checks.map((c) => ({ check: c.name, value: c.value, budget: c.budget, result: c.pass ? 'pass' : 'FAIL' })));
}
