// Reads the persisted shopping state at start (SPEC §4 "Persistence"): cart and wishlist only if the stored
// list is non-empty, the currency only if present; everything validated first.
import type { Currency } from '../types';
import type { CartState } from '../cart/cartSlice';
import type { WishlistState } from '../wishlist/wishlistSlice';
import { readItem } from './safeStorage';
import { STORAGE_KEYS } from './storageKeys';
import { cartLinesFrom, currencyFrom, parseJson, productIdsFrom } from './validateStored';

export interface PersistedState {
  cart: CartState;
  wishlist: WishlistState;
  currency: Currency;
  cartNote: string;
}

export function restorePersistedState(storage: Storage): Partial<PersistedState> {
  const restored: Partial<PersistedState> = {};

  const items = cartLinesFrom(parseJson(readItem(storage, STORAGE_KEYS.cart)));
  if (items.length > 0) restored.cart = { items };

  const ids = productIdsFrom(parseJson(readItem(storage, STORAGE_KEYS.wishlist)));
  if (ids.length > 0) restored.wishlist = { ids };

  const currency = currencyFrom(readItem(storage, STORAGE_KEYS.currency));
  if (currency) restored.currency = currency;

  const note = readItem(storage, STORAGE_KEYS.cartNote);
  if (note) restored.cartNote = note;

  return restored;
}
