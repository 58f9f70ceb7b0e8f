import { DEFAULT_STORE_QUERY } from './storeQuery';
import { inPriceRange, priceSlider, usdRange } from './priceRange';

const priced = (usd: number, ngn: number) => ({ id: 1, title: 'Pack', prices: [{ license_type: 'Standard', usd_amount: usd, ngn_amount: ngn }] });

describe("the price filter in the shopper's currency (issue 22 §4)", () => {
  it('shows bounds, selection and labels in naira when the shop is in NGN', () => {
    const slider = priceSlider(DEFAULT_STORE_QUERY, 'NGN');
    expect(slider.bounds).toEqual({ min: 0, max: 375_000 });
    expect([slider.low, slider.high]).toEqual([15_000, 225_000]);
    expect(slider.step).toBe(750);
    expect(slider.format(slider.low)).toBe('₦15,000.00');
  });

  it('stays in dollars for USD', () => {
    const slider = priceSlider(DEFAULT_STORE_QUERY, 'USD');
    expect([slider.bounds.max, slider.low, slider.high, slider.step]).toEqual([500, 20, 300, 1]);
    expect(slider.format(20)).toBe('$20.00');
  });

  it('keeps the URL in USD, so a shared link selects the same range', () => {
    expect(usdRange(15_000, 225_000, 'NGN')).toEqual([20, 300]);
    expect(usdRange(20, 300, 'USD')).toEqual([20, 300]);
  });

  it('compares the price the card shows, in the same currency as the range', () => {
    const query = { ...DEFAULT_STORE_QUERY, priceMin: 20, priceMax: 30 };
    // ₦16,000 is inside ₦15,000–₦22,500 although its USD price (10) is not inside 20–30.
    expect(inPriceRange(priced(10, 16_000), query, 'NGN')).toBe(true);
    expect(inPriceRange(priced(10, 16_000), query, 'USD')).toBe(false);
  });
});
