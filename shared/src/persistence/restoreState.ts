// Reads the persisted shopping state at start (SPEC §4 "Persistence"): cart and wishlist only if the stored
// list is non-empty, the currency only if present; everything validated first, lists cut down to their caps.
import type { Currency } from '../types';
import { MAX_CART_LINES, type CartState } from '../cart/cartSlice';
import { MAX_WISHLIST_ITEMS, type WishlistState } from '../wishlist/wishlistSlice';
import { readItem, writeItem } from './safeStorage';
import { STORAGE_KEYS } from './storageKeys';
import { cartLinesFrom, currencyFrom, isOrderText, parseJson, productIdsFrom, type StoredList } from './validateStored';

export interface PersistedState {
  cart: CartState;
  wishlist: WishlistState;
  currency: Currency;
  cartNote: string;
}

/** A trimmed list is written back at once, so the next load neither reads the huge list again nor repeats the message. */
function storeTrimmed(storage: Storage, key: string, list: StoredList<unknown>): void {
  if (list.trimmed) writeItem(storage, key, JSON.stringify(list.entries));
}

export function restorePersistedState(storage: Storage): Partial<PersistedState> {
  const restored: Partial<PersistedState> = {};

  const cart = cartLinesFrom(parseJson(readItem(storage, STORAGE_KEYS.cart)), MAX_CART_LINES);
  if (cart.entries.length > 0) restored.cart = { items: cart.entries, trimmedOnLoad: cart.trimmed };
  storeTrimmed(storage, STORAGE_KEYS.cart, cart);

  const wishlist = productIdsFrom(parseJson(readItem(storage, STORAGE_KEYS.wishlist)), MAX_WISHLIST_ITEMS);
  if (wishlist.entries.length > 0) restored.wishlist = { ids: wishlist.entries, trimmedOnLoad: wishlist.trimmed };
  storeTrimmed(storage, STORAGE_KEYS.wishlist, wishlist);

  const currency = currencyFrom(readItem(storage, STORAGE_KEYS.currency));
  if (currency) restored.currency = currency;

  // The note travels with the order, so it must be one the API accepts.
  const note = readItem(storage, STORAGE_KEYS.cartNote);
  if (note && isOrderText(note, 2000)) restored.cartNote = note;

  return restored;
}
