// `npm run bench`: clean production builds, then the composed store measured — Lighthouse, page weight, singleton
// copies, composition overhead, API throughput — printed as one table with budgets, and saved under bench/results/.
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { createRequire } from 'node:module';
import { measureBuilds } from './buildTime.mjs';
import { lighthouseMedian } from './lighthouse.mjs';
import { measurePage } from './pageWeight.mjs';
import { catalogueReadRatio, placeOrderThroughput } from './apiThroughput.mjs';
import { apiStartTimes } from './apiStart.mjs';
import { BUDGETS, checkBudgets } from './budgets.mjs';
import { printReport } from './report.mjs';

const require = createRequire(import.meta.url);
const { startStore, root } = require('../scripts/storeProcess.cjs');

const RUNS = Number(process.env.BENCH_LIGHTHOUSE_RUNS || 3);
const DIGITAL_PRODUCT = '/product-detail/341';
const PAGES = ['/', '/store', DIGITAL_PRODUCT];

async function main() {
  const results = { date: new Date().toISOString(), machine: { cpus: (await import('node:os')).cpus().length }, budgets: BUDGETS };
  console.log('building (clean) …');
  results.builds = measureBuilds();

  const store = await startStore({ env: { RATE_LIMIT_MAX: '1000000' }, stdio: 'ignore' });
  const standalone = await startStore({ env: { SHELL_DIR: path.join(root, 'mf-catalog/dist'), RATE_LIMIT_MAX: '1000000' }, stdio: 'ignore' });
  // Composition overhead compares like with like: the composed store rendered in the browser, as the standalone is.
  const browserRendered = await startStore({ env: { SERVER_RENDERING: '0', RATE_LIMIT_MAX: '1000000' }, stdio: 'ignore' });
  try {
    results.lighthouse = {};
    for (const page of PAGES) {
      console.log(`lighthouse ${page} ×${RUNS} …`);
      results.lighthouse[page] = await lighthouseMedian(store.baseUrl + page, RUNS);
    }
    console.log(`lighthouse / standalone catalogue ×${RUNS} …`);
    const standaloneHome = await lighthouseMedian(`${standalone.baseUrl}/`, RUNS);
    console.log(`lighthouse / composed, rendered in the browser ×${RUNS} …`);
    const browserRenderedHome = await lighthouseMedian(`${browserRendered.baseUrl}/`, RUNS);
    results.composition = {
      composedLcpMs: browserRenderedHome.lcpMs,
      standaloneLcpMs: standaloneHome.lcpMs,
      ratio: browserRenderedHome.lcpMs / standaloneHome.lcpMs,
      serverRenderedLcpMs: results.lighthouse['/'].lcpMs,
      browserRenderedPerformance: browserRenderedHome.performance,
    };
    results.pageWeight = {};
    for (const page of PAGES) results.pageWeight[page] = await measurePage(store.baseUrl, page);
    console.log('API throughput …');
    results.api = {
      catalogueRead: await catalogueReadRatio(store.baseUrl),
      placeOrder: await placeOrderThroughput(store.baseUrl),
    };
  } finally {
    await store.stop();
    await standalone.stop();
    await browserRendered.stop();
  }

  console.log('API start, compiled vs TypeScript …');
  results.apiStart = await apiStartTimes();
  results.checks = checkBudgets(results);
  const dir = path.join(root, 'bench/results');
  mkdirSync(dir, { recursive: true });
  const file = path.join(dir, `${results.date.replace(/[:.]/g, '-')}.json`);
  writeFileSync(file, JSON.stringify(results, null, 2));
  printReport(results);
  console.log(`\nsaved ${path.relative(root, file)}`);
  process.exitCode = results.checks.every((c) => c.pass) ? 0 : 1;
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
