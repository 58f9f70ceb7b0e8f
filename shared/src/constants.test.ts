import { PAYMENT_METHODS, SHIPPING_OPTIONS, SORT_OPTIONS, DEFAULT_SORT } from './constants';

describe('business constants (SPEC §9)', () => {
  it('offers Paystack and PayPal, with Stripe disabled', () => {
    expect(PAYMENT_METHODS.map((m) => [m.name, m.enabled])).toEqual([
      ['Paystack', true],
      ['PayPal', true],
      ['Stripe', false],
    ]);
  });

  it('lists shipping options 0, 35 and 35', () => {
    expect(SHIPPING_OPTIONS).toEqual([0, 35, 35]);
  });

  it('sorts by default first', () => {
    expect(DEFAULT_SORT).toBe('Sort by (Default)');
    expect(SORT_OPTIONS).toHaveLength(5);
  });
});
