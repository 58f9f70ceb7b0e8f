import { deepFreeze } from './deepFreeze';

describe('deepFreeze', () => {
  it('freezes nested objects and arrays and returns the same value', () => {
    const answer = { id: 1, colors: [{ name: 'red' }], prices: { usd: 1 } };
    expect(deepFreeze(answer)).toBe(answer);
    expect(Object.isFrozen(answer)).toBe(true);
    expect(Object.isFrozen(answer.colors)).toBe(true);
    expect(Object.isFrozen(answer.colors[0])).toBe(true);
    expect(Object.isFrozen(answer.prices)).toBe(true);
  });

  it('leaves primitives and null alone', () => {
    expect(deepFreeze(null)).toBeNull();
    expect(deepFreeze('text')).toBe('text');
  });
});
