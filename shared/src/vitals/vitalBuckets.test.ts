import { BUCKET_COUNT, bucketOf, bucketUpperBound, percentileFromBuckets } from './vitalBuckets';

describe('the log-scale buckets', () => {
  it('put a reading in the bucket whose bounds hold it, no more than one ninth above it', () => {
    for (const value of [1.01, 1.5, 7, 99, 100, 200, 201, 2499, 2500, 2501, 12_345.6, 599_999]) {
      const bucket = bucketOf('LCP', value);
      expect(bucketUpperBound('LCP', bucket)).toBeGreaterThanOrEqual(value);
      expect(bucketUpperBound('LCP', bucket - 1)).toBeLessThan(value);
      expect(bucketUpperBound('LCP', bucket) / value).toBeLessThan(2 ** (1 / 8) + 1e-9);
    }
  });

  it('keep exact zeros apart, readings up to one unit together, and count CLS in thousandths', () => {
    expect(bucketOf('INP', 0.4)).toBe(1);
    expect(bucketOf('INP', 1)).toBe(1);
    expect(bucketOf('CLS', 0)).toBe(0);
    expect(bucketUpperBound('CLS', 0)).toBe(0);
    expect(bucketOf('CLS', 0.0005)).toBe(1);
    expect(bucketUpperBound('CLS', 1)).toBe(0.001);
    const tenth = bucketOf('CLS', 0.1);
    expect(bucketUpperBound('CLS', tenth)).toBeGreaterThanOrEqual(0.1);
    expect(bucketUpperBound('CLS', tenth - 1)).toBeLessThan(0.1);
  });

  it('hold anything beyond the scale in the last bucket', () => {
    expect(bucketOf('TTFB', 1e12)).toBe(BUCKET_COUNT - 1);
  });
});

describe('the 75th percentile from buckets', () => {
  it('is the upper bound of the bucket of the nearest-rank 75th percentile of the readings', () => {
    const readings = [120, 80, 340, 95, 210, 60, 1500, 180];
    const counts = new Map<number, number>();
    for (const value of readings) counts.set(bucketOf('INP', value), (counts.get(bucketOf('INP', value)) ?? 0) + 1);
    const p75 = percentileFromBuckets(
      'INP',
      [...counts].map(([bucket, count]) => ({ bucket, count })),
      0.75,
    );
    // Sorted: 60 80 95 120 180 210 340 1500; rank ⌈0.75 × 8⌉ = 6 is 210.
    expect(p75).toBe(bucketUpperBound('INP', bucketOf('INP', 210)));
    expect(p75).toBeGreaterThanOrEqual(210);
    expect(p75).toBeLessThan(210 * 1.1);
  });

  it('is null without readings and the only bucket for one', () => {
    expect(percentileFromBuckets('LCP', [], 0.75)).toBeNull();
    expect(percentileFromBuckets('LCP', [{ bucket: 90, count: 3 }], 0.75)).toBe(bucketUpperBound('LCP', 90));
  });
});
