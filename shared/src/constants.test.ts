import { CART_PAGE_SHIPPING_OPTION, PAYMENT_METHODS, SHIPPING_OPTION_NAMES, SHIPPING_PRICES, SORT_OPTIONS, DEFAULT_SORT } from './constants';

describe('business constants (SPEC §9)', () => {
  it('offers Paystack and PayPal, with Stripe disabled', () => {
    expect(PAYMENT_METHODS.map((m) => [m.name, m.enabled])).toEqual([
      ['Paystack', true],
      ['PayPal', true],
      ['Stripe', false],
    ]);
  });

  it('prices the shipping options 0, 35 and 35 in USD, and sets their naira prices itself', () => {
    expect(SHIPPING_OPTION_NAMES).toEqual(['Free shipping', 'Local', 'Flat rate']);
    expect(SHIPPING_PRICES).toEqual({ USD: [0, 35, 35], NGN: [0, 26250, 26250] });
  });

  it('adds the first, free shipping, on the cart page', () => {
    expect(SHIPPING_PRICES.USD[CART_PAGE_SHIPPING_OPTION]).toBe(0);
    expect(SHIPPING_PRICES.NGN[CART_PAGE_SHIPPING_OPTION]).toBe(0);
  });

  it('sorts by default first', () => {
    expect(DEFAULT_SORT).toBe('Sort by (Default)');
    expect(SORT_OPTIONS).toHaveLength(5);
  });
});
