// The histogram every metric is kept in: fixed log-scale buckets, eight per doubling (each about 9 % wide), so the
// API stores counts instead of readings and a percentile is read from the counts. Bucket 0 holds exact zeros (most
// pages shift nothing); bucket 1 holds readings up to one unit; bucket i ≥ 2 holds (2^((i-2)/8), 2^((i-1)/8)] units.
import type { VitalMetric } from './vitalsContract';

export const BUCKETS_PER_DOUBLING = 8;

/** The last bucket, 2^(166/8) ≈ 1.8 million units, also holds anything larger. */
export const BUCKET_COUNT = 168;

/** Units per metric value: milliseconds as they come; CLS in thousandths, so 0.1 falls well inside the scale. */
const UNITS_PER_VALUE: Record<VitalMetric, number> = { LCP: 1, INP: 1, CLS: 1000, TTFB: 1, FirstTap: 1 };

export function bucketOf(metric: VitalMetric, value: number): number {
  const units = value * UNITS_PER_VALUE[metric];
  if (!(units > 0)) return 0;
  if (units <= 1) return 1;
  return Math.min(BUCKET_COUNT - 1, 1 + Math.ceil(Math.log2(units) * BUCKETS_PER_DOUBLING));
}

/** The largest value a bucket holds, in the metric's own unit: what a percentile that falls in it is reported as. */
export function bucketUpperBound(metric: VitalMetric, bucket: number): number {
  if (bucket <= 0) return 0;
  return 2 ** ((bucket - 1) / BUCKETS_PER_DOUBLING) / UNITS_PER_VALUE[metric];
}

export interface BucketCount {
  bucket: number;
  count: number;
}

/**
 * The q-quantile (nearest rank) of a histogram: the upper bound of the bucket holding the ⌈q·n⌉-th reading, so the
 * true value is at most that and more than the bucket below's bound. Null without readings.
 */
export function percentileFromBuckets(metric: VitalMetric, counts: readonly BucketCount[], q: number): number | null {
  const total = counts.reduce((sum, { count }) => sum + count, 0);
  if (total === 0) return null;
  const rank = Math.max(1, Math.ceil(q * total));
  let seen = 0;
  for (const { bucket, count } of [...counts].sort((a, b) => a.bucket - b.bucket)) {
    seen += count;
    if (seen >= rank) return bucketUpperBound(metric, bucket);
  }
  return null;
}
