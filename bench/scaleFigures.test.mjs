import { p95, percentile, ratio, sideBySide, withinRatio } from './scaleFigures.mjs';

describe('percentiles by nearest rank', () => {
  const hundred = Array.from({ length: 100 }, (_, i) => 100 - i);

  it('answers the value at or above which the rest lie, whatever the order given', () => {
    expect(p95(hundred)).toBe(95);
    expect(percentile(hundred, 50)).toBe(50);
    expect(percentile(hundred, 100)).toBe(100);
    expect(percentile(hundred, 1)).toBe(1);
  });

  it('of 50 answers (the search figure) is the third slowest', () => {
    const fifty = Array.from({ length: 50 }, (_, i) => i + 1);
    expect(p95(fifty)).toBe(48);
  });

  it('of one value is that value; of none, or outside (0, 100], is an error', () => {
    expect(p95([7])).toBe(7);
    expect(() => p95([])).toThrow('percentile of no values');
    expect(() => percentile([1, 2], 0)).toThrow('not in (0, 100]');
    expect(() => percentile([1, 2], 101)).toThrow('not in (0, 100]');
  });

  it('leaves the values it was given as they were', () => {
    const values = [3, 1, 2];
    p95(values);
    expect(values).toEqual([3, 1, 2]);
  });
});

describe('the ratio of the large catalogue to the small one', () => {
  it('is large / small', () => {
    expect(ratio(150, 100)).toBe(1.5);
    expect(ratio(90, 100)).toBe(0.9);
  });

  it('refuses a baseline of zero or less, or what is not a number', () => {
    expect(() => ratio(10, 0)).toThrow('no ratio');
    expect(() => ratio(10, -1)).toThrow('no ratio');
    expect(() => ratio(Number.NaN, 1)).toThrow('no ratio');
    expect(() => ratio(undefined, 1)).toThrow('no ratio');
  });

  it('sums up each side by its median by default, keeping the runs', () => {
    const figure = sideBySide({ small: [100, 300, 200], large: [260, 240, 250] });
    expect(figure).toEqual({ small: 200, large: 250, ratio: 1.25, runs: { small: [100, 300, 200], large: [260, 240, 250] } });
  });

  it('sums up each side by another summary when given one', () => {
    const figure = sideBySide({ small: [1, 2, 10], large: [2, 4, 20] }, (values) => Math.max(...values));
    expect(figure.ratio).toBe(2);
  });
});

describe('a figure against its budget', () => {
  it('passes at or under the largest ratio allowed, and fails above it', () => {
    expect(withinRatio({ ratio: 1.5 }, 1.5)).toEqual({ pass: true, value: '1.50' });
    expect(withinRatio({ ratio: 1.51 }, 1.5)).toEqual({ pass: false, value: '1.51' });
  });

  it('fails, saying why, when the run could not measure it', () => {
    expect(withinRatio({ error: 'no ADD TO CART on /store' }, 1.2)).toEqual({ pass: false, value: 'not measured: no ADD TO CART on /store' });
    expect(withinRatio(undefined, 1.2)).toEqual({ pass: false, value: 'not measured: missing' });
  });
});
