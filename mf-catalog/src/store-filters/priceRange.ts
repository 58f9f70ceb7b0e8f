// The price filter in the shopper's currency as the server answers it (GET catalog's priceFilter): its bounds, step,
// default and applied range. The browser formats them and never converts.
import { formatPrice, unitPrice, type CatalogPage, type Currency, type Product } from '@storefront/shared';
import type { Bounds } from './rangeSlider';
import type { StoreQuery } from './storeQuery';

export interface PriceSlider {
  bounds: Bounds;
  step: number;
  /** The range applied. */
  low: number;
  high: number;
  /** SPEC §4's default range in this currency: an end left there stays out of the URL. */
  defaults: Bounds;
  format: (value: number) => string;
}

/** The slider of an answer in the shopper's currency; null without one (shown disabled rather than guessed). */
export function priceSliderOf(answer: CatalogPage | undefined, currency: Currency): PriceSlider | null {
  if (!answer || answer.currency !== currency) return null;
  const { min, max, defaultMin, defaultMax, boundMin, boundMax, step } = answer.priceFilter;
  return {
    bounds: { min: boundMin, max: boundMax },
    step,
    low: min,
    high: max,
    defaults: { min: defaultMin, max: defaultMax },
    format: (value) => formatPrice(value, currency),
  };
}

/** A product's price in the chosen currency (the one its card shows), or null for a product without one. */
export function shownPrice(product: Product, currency: Currency): number | null {
  return unitPrice(product, currency);
}

/**
 * For the sample catalogue the store falls back on when the server fails: whether the card's price lies in the URL's
 * range, both in the shopper's currency. An end the URL leaves out is open: its default is the server's to say.
 */
export function inPriceRange(product: Product, query: StoreQuery, currency: Currency): boolean {
  const price = shownPrice(product, currency);
  const [low, high] = [query.priceMin ?? -Infinity, query.priceMax ?? Infinity].sort((a, b) => a - b);
  return price !== null && price >= low && price <= high;
}
