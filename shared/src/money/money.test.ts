import { convertLegacyPrice, NGN_PER_USD, roundMoney, toAmount } from './money';
import { isCurrency } from './currencies';

describe('convertLegacyPrice', () => {
  it('multiplies a legacy USD price by 750 for NGN', () => {
    expect(NGN_PER_USD).toBe(750);
    expect(convertLegacyPrice(59.99, 'NGN')).toBe(44992.5);
    expect(convertLegacyPrice(16.95, 'NGN')).toBe(12712.5);
  });

  it('keeps a legacy price unchanged in USD', () => {
    expect(convertLegacyPrice(59.99, 'USD')).toBe(59.99);
  });
});

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
