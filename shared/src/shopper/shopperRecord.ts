// The shopper's record: the cart, wishlist, compare list and currency the server keeps for a browser (under a signed
// cookie), read by the server render and the forms that work before any script, and the state the shared store starts
// from and writes back to. No store and no React: the API reads this file too, through @storefront/shared/shopper.
import type { CartLine, Currency } from '../types';
import { MAX_CART_LINES_IN_RECORD, MAX_LIST_IDS_IN_RECORD } from './recordLimits';
import { cartLinesFrom, currencyFrom, productIdsFrom } from '../persistence/validateStored';
import { cappedQuantity } from '../cart/quantity';
import { cartLineKey } from '../cart/lineKey';
import { mergeDuplicateLines } from '../cart/mergeLines';
import { matchLicensePrice } from '../license/licensePrice';

export interface ShopperRecord {
  cart: CartLine[];
  wishlist: number[];
  compare: number[];
  /** Absent until the shopper chooses one: the currency cookie (or the default) decides until then. */
  currency?: Currency;
}

export const emptyShopperRecord = (): ShopperRecord => ({ cart: [], wishlist: [], compare: [] });

/** A record from anywhere (a request body, a database row, the page's state): what does not fit is dropped, entry by entry. */
export function shopperRecordFrom(value: unknown): ShopperRecord {
  const source = value !== null && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : {};
  const record: ShopperRecord = {
    cart: cartLinesFrom(source.cart, MAX_CART_LINES_IN_RECORD).entries,
    wishlist: productIdsFrom(source.wishlist, MAX_LIST_IDS_IN_RECORD).entries,
    compare: productIdsFrom(source.compare, MAX_LIST_IDS_IN_RECORD).entries,
  };
  const currency = typeof source.currency === 'string' ? currencyFrom(source.currency) : undefined;
  if (currency) record.currency = currency;
  return record;
}

/** Nothing of the shopper's own: a page rendered with it is the same for everyone in that currency. */
export function holdsNothing(record: ShopperRecord): boolean {
  return record.cart.length === 0 && record.wishlist.length === 0 && record.compare.length === 0;
}

/** SPEC §4: a line is added only if the same variant is not in the cart yet; a full cart takes nothing. */
export function withLineAdded(record: ShopperRecord, line: CartLine): ShopperRecord {
  const key = cartLineKey(line);
  if (record.cart.length >= MAX_CART_LINES_IN_RECORD || record.cart.some((entry) => cartLineKey(entry) === key)) return record;
  return { ...record, cart: [...record.cart, line] };
}

/** SPEC §5: a quantity that is not a positive whole number leaves the line unchanged; above 99 it is 99. */
export function withQuantity(record: ShopperRecord, key: string, quantity: number): ShopperRecord {
  const capped = cappedQuantity(quantity);
  if (capped === null) return record;
  return { ...record, cart: record.cart.map((line) => (cartLineKey(line) === key ? { ...line, quantity: capped } : line)) };
}

/** A line switched to one of its own tiers (matched case-insensitively), merged into an equal line; null for a tier it does not offer. */
export function withLicense(record: ShopperRecord, key: string, license: string): ShopperRecord | null {
  const line = record.cart.find((entry) => cartLineKey(entry) === key);
  if (!line) return record;
  const tier = matchLicensePrice(line.prices, license);
  if (!tier) return null;
  return { ...record, cart: mergeDuplicateLines(record.cart.map((entry) => (entry === line ? { ...line, selectedLicense: tier.license_type } : entry))) };
}

export function withoutLine(record: ShopperRecord, key: string): ShopperRecord {
  return { ...record, cart: record.cart.filter((line) => cartLineKey(line) !== key) };
}

/** Adds an absent id, unless the list is full (SPEC §4: no duplicates). */
export function withIdAdded(record: ShopperRecord, list: 'wishlist' | 'compare', id: number): ShopperRecord {
  const ids = record[list];
  return ids.includes(id) || ids.length >= MAX_LIST_IDS_IN_RECORD ? record : { ...record, [list]: [...ids, id] };
}

export function withIdRemoved(record: ShopperRecord, list: 'wishlist' | 'compare', id: number): ShopperRecord {
  return { ...record, [list]: record[list].filter((entry) => entry !== id) };
}

/** Adds an absent id (unless the list is full) or removes a present one. */
export function withIdToggled(record: ShopperRecord, list: 'wishlist' | 'compare', id: number): ShopperRecord {
  const ids = record[list];
  if (ids.includes(id)) return { ...record, [list]: ids.filter((entry) => entry !== id) };
  if (ids.length >= MAX_LIST_IDS_IN_RECORD) return record;
  return { ...record, [list]: [...ids, id] };
}

/**
 * The account's record and the browser's, one (signing in): every line of both — the same item's quantities added
 * and held to its cap — and both lists, the account's first, within the record's limits; the browser's currency when
 * it chose one.
 */
export function mergedRecords(account: ShopperRecord, browser: ShopperRecord): ShopperRecord {
  const cart = account.cart.map((line) => ({ ...line }));
  for (const line of browser.cart) {
    const key = cartLineKey(line);
    const same = cart.find((entry) => cartLineKey(entry) === key);
    if (same) same.quantity = cappedQuantity(same.quantity + line.quantity) ?? same.quantity;
    else if (cart.length < MAX_CART_LINES_IN_RECORD) cart.push(line);
  }
  const union = (first: number[], second: number[]) => [...new Set([...first, ...second])].slice(0, MAX_LIST_IDS_IN_RECORD);
  const merged: ShopperRecord = { cart, wishlist: union(account.wishlist, browser.wishlist), compare: union(account.compare, browser.compare) };
  const currency = browser.currency ?? account.currency;
  if (currency) merged.currency = currency;
  return merged;
}
