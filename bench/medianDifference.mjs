// How far the difference of two medians can be trusted: a percentile bootstrap interval. A page's TBT moves by
// ±100 ms from one Lighthouse run to the next here, so "the scripts add 40 ms" from nine runs a side means little
// without the range the same runs would have given by chance (decision 0057).
import { median } from './stats.mjs';

/** A small seeded generator (mulberry32), so that one run's interval is the same every time it is printed. */
function seededRandom(seed) {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const resample = (values, random) => values.map(() => values[Math.floor(random() * values.length)]);

/**
 * The interval holding `level` of median(a) − median(b) over `resamples` bootstrap resamples of each side: where the
 * difference of the medians would fall had the same machine given other runs like these.
 */
export function medianDifferenceInterval(a, b, { level = 0.9, resamples = 2000, seed = 19 } = {}) {
  if (a.length === 0 || b.length === 0) throw new Error('an interval needs runs on both sides');
  const random = seededRandom(seed);
  const differences = Array.from({ length: resamples }, () => median(resample(a, random)) - median(resample(b, random))).sort((x, y) => x - y);
  const tail = (1 - level) / 2;
  const at = (share) => differences[Math.min(resamples - 1, Math.max(0, Math.floor(share * resamples)))];
  return { low: at(tail), high: at(1 - tail), level };
}
