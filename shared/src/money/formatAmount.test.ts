import { formatAmount } from './formatAmount';

const intl = new Intl.NumberFormat('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 });

/** A small deterministic PRNG (mulberry32), so a failure names a value that can be tried again. */
function random(seed: number) {
  return () => {
    seed = (seed + 0x6d2b79f5) | 0;
    let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

describe('formatAmount', () => {
  it('writes grouping and 2 decimals as en-US does', () => {
    expect(formatAmount(0)).toBe('0.00');
    expect(formatAmount(5)).toBe('5.00');
    expect(formatAmount(999.999)).toBe('1,000.00');
    expect(formatAmount(22499.25)).toBe('22,499.25');
    expect(formatAmount(1234567.891)).toBe('1,234,567.89');
    expect(formatAmount(-1234.5)).toBe('-1,234.50');
  });

  it('never writes -0.00', () => {
    expect(formatAmount(-0)).toBe('0.00');
    expect(formatAmount(-0.004)).toBe('0.00');
  });

  it('equals Intl.NumberFormat on prices, halves, cents sums, large and tiny values', () => {
    const next = random(19);
    const values: number[] = [0.005, 0.015, 0.125, 1.005, 2.675, 10.235, 0.1 + 0.2, 1e15 + 0.5, 9.999e20, 1e21, 1e22, Number.MAX_SAFE_INTEGER, 5e-324];
    for (let i = 0; i < 20000; i += 1) {
      values.push(Math.round(next() * 1e6) / 100); // cents
      values.push(Math.round(next() * 1e7) / 1000 + 0.005 * Math.sign(next() - 0.5)); // near a half cent
      values.push(next() * 10 ** Math.floor(next() * 22)); // every magnitude
      values.push(-next() * 1000);
      values.push((Math.round(next() * 1e5) / 100) * 750); // NGN conversions
    }
    const differing = values.filter((value) => formatAmount(value) !== intl.format(value));
    expect(differing.map((value) => [value, formatAmount(value), intl.format(value)])).toEqual([]);
  });
});
