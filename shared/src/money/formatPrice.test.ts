import { formatDecimal, formatPrice } from './formatPrice';

describe('formatPrice', () => {
  it('shows USD with the $ symbol and 2 decimals', () => {
    expect(formatPrice(29.99, 'USD')).toBe('$29.99');
    expect(formatPrice(5, 'USD')).toBe('$5.00');
  });

  it('shows NGN with the ₦ symbol, grouping and 2 decimals', () => {
    expect(formatPrice(22499.25, 'NGN')).toBe('₦22,499.25');
    expect(formatPrice(374999.25, 'NGN')).toBe('₦374,999.25');
  });

  it('rounds to 2 decimals', () => {
    expect(formatPrice(1.005 + 0.001, 'USD')).toBe('$1.01');
    expect(formatPrice(0.1 + 0.2, 'USD')).toBe('$0.30');
  });

  it('puts the minus sign before the symbol, and never shows -0.00', () => {
    expect(formatPrice(-5, 'USD')).toBe('-$5.00');
    expect(formatPrice(-0.001, 'USD')).toBe('$0.00');
  });

  it('returns empty for non-numbers (SPEC §5 number formatter rule)', () => {
    expect(formatPrice(Number.NaN, 'USD')).toBe('');
    expect(formatPrice(Number.POSITIVE_INFINITY, 'USD')).toBe('');
    expect(formatPrice('12' as unknown as number, 'USD')).toBe('');
    expect(formatPrice(undefined as unknown as number, 'NGN')).toBe('');
    expect(formatPrice(null as unknown as number, 'NGN')).toBe('');
  });
});

describe('formatDecimal', () => {
  it('writes an amount for machines: 2 decimals, no symbol, no grouping', () => {
    expect(formatDecimal(22499.25)).toBe('22499.25');
    expect(formatDecimal(15000)).toBe('15000.00');
    expect(formatDecimal(1234567.891)).toBe('1234567.89');
  });

  it('rounds the decimal written, as prices are shown, and is empty for non-numbers', () => {
    expect(formatDecimal(1.005)).toBe('1.01');
    expect(formatDecimal(Number.NaN)).toBe('');
  });
});
