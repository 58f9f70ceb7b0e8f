// The price filter in the shopper's currency. The URL keeps the range in USD, so a shared link selects the same
// products for everyone; the slider, its labels and the comparison with each product's price use the chosen
// currency, converted at SPEC §9's rate (1 USD = 750 NGN), one slider step per dollar.
import { convertLegacyPrice, formatPrice, unitPrice, type Currency, type Product } from '@storefront/shared';
import type { Bounds } from './rangeSlider';
import { PRICE_SLIDER_BOUNDS, PRICE_SLIDER_STEP } from './storeOptions';
import type { StoreQuery } from './storeQuery';

/** Units of `currency` per dollar: the conversion every USD-only price takes (shared/src/money/money.ts). */
const rate = (currency: Currency) => convertLegacyPrice(1, currency);

export interface PriceSlider {
  bounds: Bounds;
  step: number;
  low: number;
  high: number;
  format: (value: number) => string;
}

/** The slider for a query, in the currency the shopper sees prices in. */
export function priceSlider(query: StoreQuery, currency: Currency): PriceSlider {
  const r = rate(currency);
  return {
    bounds: { min: PRICE_SLIDER_BOUNDS.min * r, max: PRICE_SLIDER_BOUNDS.max * r },
    step: PRICE_SLIDER_STEP * r,
    low: query.priceMin * r,
    high: query.priceMax * r,
    format: (value) => formatPrice(value, currency),
  };
}

/** A range the slider committed, back in the URL's USD. */
export function usdRange(low: number, high: number, currency: Currency): [number, number] {
  const r = rate(currency);
  return [Math.round(low / r), Math.round(high / r)];
}

/** A product's price in the chosen currency (the one its card shows), or null for a product without one. */
export function shownPrice(product: Product, currency: Currency): number | null {
  return unitPrice(product, currency);
}

/** Whether the product's shown price lies in the query's range, both in the chosen currency. */
export function inPriceRange(product: Product, query: StoreQuery, currency: Currency): boolean {
  const price = shownPrice(product, currency);
  const r = rate(currency);
  return price !== null && price >= query.priceMin * r && price <= query.priceMax * r;
}
