// How far the difference of two medians can be trusted: a percentile bootstrap interval. A page's TBT moves by
// ±100 ms from one Lighthouse run to the next here, so "the scripts add 40 ms" from nine runs a side means little
// without the range the same runs would have given by chance (decision 0057).
import { unsafeUniformIntDistribution, xoroshiro128plus } from 'pure-rand';
import { median } from './stats.mjs';

const resample = (values, generator) => values.map(() => values[unsafeUniformIntDistribution(0, values.length - 1, generator)]);

/**
 * The interval holding `level` of median(a) − median(b) over `resamples` bootstrap resamples of each side: where the
 * difference of the medians would fall had the same machine given other runs like these.
 */
export function medianDifferenceInterval(a, b, { level = 0.9, resamples = 2000, seed = 19 } = {}) {
  if (a.length === 0 || b.length === 0) throw new Error('an interval needs runs on both sides');
  // seeded, so that one run's interval is the same every time it is printed
  const generator = xoroshiro128plus(seed);
  const differences = Array.from({ length: resamples }, () => median(resample(a, generator)) - median(resample(b, generator))).sort((x, y) => x - y);
  const tail = (1 - level) / 2;
  const at = (share) => differences[Math.min(resamples - 1, Math.max(0, Math.floor(share * resamples)))];
  return { low: at(tail), high: at(1 - tail), level };
}
