// What the catalogue team tells a shopper about the compare-list cap (decision 0014); the caps are the store's, and the
// quantity control, shared, says its own.
import { MAX_COMPARE_ITEMS } from '@storefront/shared';

export const COMPARE_FULL_MESSAGE = `Your compare list can hold up to ${MAX_COMPARE_ITEMS} products. Remove one to compare another.`;
