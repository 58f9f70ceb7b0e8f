import fc from 'fast-check';
import { clampValue, normalizeRange } from './rangeSlider';

const bounds = { min: 0, max: 500 };

describe('range slider (SPEC §5)', () => {
  it('clamps each thumb between min and max', () => {
    expect(clampValue(-5, bounds)).toBe(0);
    expect(clampValue(900, bounds)).toBe(500);
    expect(clampValue(Number.NaN, bounds)).toBe(0);
    expect(normalizeRange(-10, 700, bounds)).toEqual([0, 500]);
  });

  it('swaps the thumbs when they cross', () => {
    expect(normalizeRange(300, 20, bounds)).toEqual([20, 300]);
  });

  it('always yields min <= low <= high <= max', () => {
    fc.assert(
      fc.property(fc.double({ noNaN: true }), fc.double({ noNaN: true }), (a, b) => {
        const [low, high] = normalizeRange(a, b, bounds);
        return bounds.min <= low && low <= high && high <= bounds.max;
      }),
    );
  });
});
