// SPEC §4 "Loading" fallbacks: failed products → the sample catalogue; failed featured products → the first 8 products.
import type { Product } from '../types';
import { FEATURED_FALLBACK_COUNT } from '../constants';

export function featuredFallback(products: readonly Product[]): Product[] {
  return products.slice(0, FEATURED_FALLBACK_COUNT);
}
