// What the cart team tells a shopper about the cart and wishlist caps (decision 0014); the caps themselves are the store's,
// and the quantity control, shared, says its own.
import { MAX_CART_LINES, MAX_WISHLIST_ITEMS } from '@storefront/shared';

export const CART_FULL_TITLE = 'Your cart is full';
export const CART_FULL_MESSAGE = `Your cart can hold up to ${MAX_CART_LINES} different items. Remove one to add another.`;
export const WISHLIST_FULL_TITLE = 'Your wishlist is full';
export const WISHLIST_FULL_MESSAGE = `Your wishlist can hold up to ${MAX_WISHLIST_ITEMS} items. Remove one to add another.`;
export const CART_TRIMMED_MESSAGE = `Your saved cart had more than ${MAX_CART_LINES} items; only the first ${MAX_CART_LINES} were kept.`;
export const WISHLIST_TRIMMED_MESSAGE = `Your saved wishlist had more than ${MAX_WISHLIST_ITEMS} items; only the first ${MAX_WISHLIST_ITEMS} were kept.`;
