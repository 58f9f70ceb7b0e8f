import type { CatalogPage } from '@storefront/shared';
import { DEFAULT_STORE_QUERY } from './storeQuery';
import { inPriceRange, priceSliderOf } from './priceRange';

const answerIn = (currency: CatalogPage['currency'], priceFilter: CatalogPage['priceFilter']): CatalogPage => ({
  products: [],
  total: 0,
  page: 1,
  pageSize: 8,
  totalPages: 1,
  currency,
  facets: { brands: [], colors: [], sizes: [], price: { min: null, max: null } },
  priceFilter,
});
const NAIRA = { min: 15_000, max: 90_000, defaultMin: 15_000, defaultMax: 225_000, boundMin: 0, boundMax: 375_000, step: 750 };
const priced = (usd: number, ngn: number) => ({ id: 1, title: 'Pack', prices: [{ license_type: 'Standard', usd_amount: usd, ngn_amount: ngn }] });

describe("the price filter in the shopper's currency, as the server answers it", () => {
  it("takes bounds, step, default and the applied range from the answer, formatted in the shopper's currency", () => {
    const slider = priceSliderOf(answerIn('NGN', NAIRA), 'NGN')!;
    expect(slider).toMatchObject({ bounds: { min: 0, max: 375_000 }, step: 750, low: 15_000, high: 90_000, defaults: { min: 15_000, max: 225_000 } });
    expect(slider.format(slider.low)).toBe('₦15,000.00');
  });

  it('has no slider before an answer, or from an answer in another currency: nothing is converted or guessed', () => {
    expect(priceSliderOf(undefined, 'USD')).toBeNull();
    expect(priceSliderOf(answerIn('NGN', NAIRA), 'USD')).toBeNull();
  });

  it('compares, for the sample catalogue, the price the card shows with the range in the same currency', () => {
    const query = { ...DEFAULT_STORE_QUERY, priceMin: 15_000, priceMax: 22_500 };
    expect(inPriceRange(priced(10, 16_000), query, 'NGN')).toBe(true);
    expect(inPriceRange(priced(10, 16_000), query, 'USD')).toBe(false);
    expect(inPriceRange(priced(10, 16_000), DEFAULT_STORE_QUERY, 'USD')).toBe(true);
  });
});
