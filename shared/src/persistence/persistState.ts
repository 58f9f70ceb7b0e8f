// Saves the cart, wishlist, currency and cart note to localStorage on every change (SPEC §4 "Persistence").
import type { AppStartListening, RootState } from '../store/types';
import { currencyCookie, type CookieJar } from '../currency/currencyCookie';
import { removeItem, writeItem } from './safeStorage';
import { STORAGE_KEYS } from './storageKeys';

function saveOnChange<T>(startListening: AppStartListening, select: (state: RootState) => T, save: (value: T) => void): void {
  startListening({
    predicate: (_action, current, previous) => select(current) !== select(previous),
    effect: (_action, api) => save(select(api.getState())),
  });
}

export function registerPersistence(startListening: AppStartListening, storage: Storage): void {
  // An empty cart is removed rather than stored: SPEC §4 "Clearing … removes the stored cart",
  // and an empty stored list would not be restored anyway.
  saveOnChange(
    startListening,
    (state) => state.cart.items,
    (items) => (items.length > 0 ? writeItem(storage, STORAGE_KEYS.cart, JSON.stringify(items)) : removeItem(storage, STORAGE_KEYS.cart)),
  );
  saveOnChange(
    startListening,
    (state) => state.wishlist.ids,
    (ids) => writeItem(storage, STORAGE_KEYS.wishlist, JSON.stringify(ids)),
  );
  saveOnChange(
    startListening,
    (state) => state.currency,
    (currency) => writeItem(storage, STORAGE_KEYS.currency, currency),
  );
  saveOnChange(
    startListening,
    (state) => state.cartNote,
    (note) => (note ? writeItem(storage, STORAGE_KEYS.cartNote, note) : removeItem(storage, STORAGE_KEYS.cartNote)),
  );
}

/** The currency also goes into its cookie, so the server renders the next page in it (decision 0019). */
export function registerCurrencyCookie(startListening: AppStartListening, cookies: CookieJar): void {
  saveOnChange(
    startListening,
    (state) => state.currency,
    (currency) => cookies.write(currencyCookie(currency)),
  );
}
