// What the catalogue team tells a shopper about the quantity and compare-list caps (decision 0014); the caps are the store's.
import { MAX_COMPARE_ITEMS, MAX_QUANTITY } from '@storefront/shared';

export const QUANTITY_LIMIT_MESSAGE = `You can buy at most ${MAX_QUANTITY} of one item.`;
export const COMPARE_FULL_MESSAGE = `Your compare list can hold up to ${MAX_COMPARE_ITEMS} products. Remove one to compare another.`;
