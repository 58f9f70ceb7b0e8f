import { roundMoney, toAmount } from './money';
import { isCurrency } from './currencies';

describe('toAmount', () => {
  it('reads numbers and numeric strings from the API', () => {
    expect(toAmount(29.99)).toBe(29.99);
    expect(toAmount('22499.25')).toBe(22499.25);
    expect(toAmount(0)).toBe(0);
  });

  it('gives null for anything that is not an amount', () => {
    for (const value of [null, undefined, '', '  ', 'abc', Number.NaN, Number.POSITIVE_INFINITY, {}, []]) {
      expect(toAmount(value)).toBeNull();
    }
  });
});

describe('roundMoney', () => {
  it('rounds to cents', () => {
    expect(roundMoney(0.1 + 0.2)).toBe(0.3);
    expect(roundMoney(29.99 * 3)).toBe(89.97);
  });
});

describe('isCurrency', () => {
  it('accepts only USD and NGN', () => {
    expect(isCurrency('USD')).toBe(true);
    expect(isCurrency('NGN')).toBe(true);
    expect(isCurrency('EUR')).toBe(false);
    expect(isCurrency('toString')).toBe(false);
    expect(isCurrency(undefined)).toBe(false);
  });
});
