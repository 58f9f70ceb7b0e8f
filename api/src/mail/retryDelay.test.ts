import { retryDelayMs } from './retryDelay';

const policy = { baseMs: 1000, maxMs: 16_000 };

describe('retryDelayMs', () => {
  it('doubles with each failed attempt', () => {
    const top = () => 1;
    expect([1, 2, 3, 4].map((attempts) => retryDelayMs(attempts, policy, top))).toEqual([1000, 2000, 4000, 8000]);
  });

  it('never waits longer than maxMs, however many attempts failed', () => {
    expect(retryDelayMs(6, policy, () => 1)).toBe(16_000);
    expect(retryDelayMs(500, policy, () => 1)).toBe(16_000);
  });

  it('spreads each wait over the upper half of its ceiling', () => {
    expect(retryDelayMs(3, policy, () => 0)).toBe(2000);
    expect(retryDelayMs(3, policy, () => 0.5)).toBe(3000);
  });
});
