// The parts of `npm run bench`, and which of them this run measures: all, or those BENCH_ONLY names
// (`BENCH_ONLY=lighthouse,interactions npm run bench`), so that one figure can be measured in minutes.
export const PARTS = {
  builds: 'clean production builds, timed (without it, only what changed is built, untimed)',
  lighthouse: 'Lighthouse mobile per page, with scripts and with every script blocked (the floor), interleaved',
  composition: 'LCP of / composed against the catalogue standalone, both rendered in the browser',
  pageWeight: 'first-load JavaScript by owner and copies of each shared singleton',
  interactions: 'interaction latency (Event Timing) of the shopper interactions at 4× CPU slowdown',
  taps: 'what the shopper feels on a throttled phone: first working ADD TO CART against its first paint, taps lost, with and without scripts; lab INP (bench/shopperTaps.mjs)',
  pageStart: 'pages the cache does not have yet: time to their first byte and to the whole page (bench/pageStart.mjs)',
  htmlShare: '/store HTML requests per second as a share of the catalogue JSON endpoint (bench/htmlThroughput.mjs)',
  api: 'API throughput: catalogue read against bare node:http, place_order',
  apiStart: 'API start time, compiled against TypeScript through tsx',
  catalogScale: 'the same build with 364 and with 100,000 products on PostgreSQL, large / small (bench/catalogScale.mjs)',
};

/** The parts to measure, from BENCH_ONLY (comma-separated names of PARTS); every part when it is unset. */
export function selectedParts(only = process.env.BENCH_ONLY) {
  if (!only) return new Set(Object.keys(PARTS));
  const named = only
    .split(',')
    .map((name) => name.trim())
    .filter(Boolean);
  const unknown = named.filter((name) => !(name in PARTS));
  if (unknown.length > 0 || named.length === 0) {
    throw new Error(`BENCH_ONLY=${only}: unknown part ${unknown.join(', ') || '(none named)'}; the parts are ${Object.keys(PARTS).join(', ')}`);
  }
  return new Set(named);
}
