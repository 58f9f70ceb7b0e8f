// The arithmetic of the catalogue-scale part (catalogScale.mjs): percentiles, and one figure measured on the small
// and the large catalogue in the same run summed up as their ratio, large / small — the only number of the part that
// holds on a machine whose absolute speed varies by 2× between runs.
import { median } from './stats.mjs';

/** The nearest-rank percentile `p` (0 < p ≤ 100) of `values`: the smallest value at least p % of them are at or below. */
export function percentile(values, p) {
  if (values.length === 0) throw new Error('percentile of no values');
  if (!(p > 0 && p <= 100)) throw new Error(`percentile ${p} is not in (0, 100]`);
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.ceil((p / 100) * sorted.length) - 1];
}

export const p95 = (values) => percentile(values, 95);

/** large / small; a baseline of zero or less (or no number) has no ratio, which is an error of the harness. */
export function ratio(large, small) {
  if (!Number.isFinite(large) || !Number.isFinite(small) || small <= 0) throw new Error(`no ratio of ${large} to ${small}`);
  return large / small;
}

/**
 * One figure on both catalogues: `summary` of each side's runs (the median unless said otherwise), and their ratio.
 * `runs` keeps what each side measured, so a surprising ratio can be read run by run.
 */
export function sideBySide({ small, large }, summary = median) {
  const figure = { small: summary(small), large: summary(large) };
  return { ...figure, ratio: ratio(figure.large, figure.small), runs: { small, large } };
}

/**
 * Whether one catalogue-scale figure is within its budget: a measured figure whose ratio is at most `maxRatio`.
 * A figure the run could not measure (`{ error }`) fails, and says why.
 */
export function withinRatio(figure, maxRatio) {
  if (!figure || figure.error !== undefined) return { pass: false, value: `not measured: ${figure?.error ?? 'missing'}` };
  return { pass: figure.ratio <= maxRatio, value: figure.ratio.toFixed(2) };
}
