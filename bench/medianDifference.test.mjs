import { medianDifferenceInterval } from './medianDifference.mjs';

const noisy = [6, 8, 11, 24, 45, 63, 88, 100, 119];

describe('the interval of a difference of medians', () => {
  it('holds zero when both sides are runs of the same thing', () => {
    const { low, high } = medianDifferenceInterval(noisy, [...noisy].reverse());
    expect(low).toBeLessThan(0);
    expect(high).toBeGreaterThan(0);
  });

  it('moves with a shift of one side and stays as wide', () => {
    const same = medianDifferenceInterval(noisy, noisy);
    const shifted = medianDifferenceInterval(
      noisy.map((v) => v + 200),
      noisy,
    );
    expect(shifted.low).toBeGreaterThan(100);
    expect(shifted.high - shifted.low).toBe(same.high - same.low);
  });

  it('is narrower for steadier runs', () => {
    const steady = noisy.map((v) => 50 + v / 10);
    const wide = medianDifferenceInterval(noisy, noisy);
    const narrow = medianDifferenceInterval(steady, steady);
    expect(narrow.high - narrow.low).toBeLessThan((wide.high - wide.low) / 5);
  });

  it('is the same interval every time for the same runs', () => {
    expect(medianDifferenceInterval(noisy, [1, 2, 3])).toEqual(medianDifferenceInterval(noisy, [1, 2, 3]));
  });

  it('refuses a side without runs', () => {
    expect(() => medianDifferenceInterval([], noisy)).toThrow('an interval needs runs on both sides');
  });
});
