// Checks what comes back from localStorage: it may be corrupt, from an older version, edited by hand or huge.
// Whatever does not fit is dropped — item by item in lists — so a bad value never crashes the page, and a list is read
// only up to its cap (decision 0014), so a huge one costs no more than a full one.
import type { CartLine, Currency, LicensePrice, PriceAmounts } from '../types';
import { CURRENCY_CODES, isCurrency } from '../money/currencies';
import { toAmount } from '../money/money';
import { cappedQuantity } from '../cart/quantity';
import { resolveLicense } from '../cart/cartLine';
import { cartLineKey } from '../cart/lineKey';

export function parseJson(raw: string | null): unknown {
  if (raw === null) return undefined;
  try {
    return JSON.parse(raw);
  } catch {
    return undefined;
  }
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return value !== null && typeof value === 'object' && !Array.isArray(value);
}

/** Text the API accepts in an order (at most `maxLength` characters, no U+0000), so a restored cart can be checked out. */
export function isOrderText(value: unknown, maxLength: number): value is string {
  return typeof value === 'string' && value.length <= maxLength && !value.includes('\u0000');
}

/** A positive whole number the API can look up (a PostgreSQL integer). */
export function isProductId(value: unknown): value is number {
  return typeof value === 'number' && Number.isInteger(value) && value > 0 && value <= 2147483647;
}

function licensePriceFrom(value: unknown): LicensePrice | undefined {
  if (!isRecord(value) || !isOrderText(value.license_type, 50) || value.license_type.trim() === '') return undefined;
  const { usd_amount, ngn_amount } = value;
  if (toAmount(usd_amount) === null || toAmount(ngn_amount) === null) return undefined;
  return { license_type: value.license_type, usd_amount: usd_amount as number | string, ngn_amount: ngn_amount as number | string };
}

/**
 * A stored line's price in each currency: each currency with a numeric price is kept (a non-numeric old price reads as
 * none); undefined when no currency has one — a line stored before the server answered amounts.
 */
function amountsFrom(value: unknown): PriceAmounts | undefined {
  if (!isRecord(value)) return undefined;
  const amounts: PriceAmounts = {};
  for (const currency of CURRENCY_CODES) {
    const shown = value[currency];
    if (!isRecord(shown)) continue;
    const price = toAmount(shown.price);
    if (price !== null) amounts[currency] = { price, oldPrice: toAmount(shown.oldPrice) };
  }
  return Object.keys(amounts).length > 0 ? amounts : undefined;
}

/** One stored cart line, rebuilt from its known fields only (a quantity above 99 read as 99); undefined when it cannot be a line. */
export function cartLineFrom(value: unknown): CartLine | undefined {
  if (!isRecord(value) || !isProductId(value.id) || !isOrderText(value.title, 300)) return undefined;
  const quantity = cappedQuantity(value.quantity);
  if (quantity === null) return undefined;
  const prices = Array.isArray(value.prices) ? value.prices.map(licensePriceFrom).filter((row) => row !== undefined) : [];
  const line: CartLine = {
    id: value.id,
    title: value.title,
    image_url: typeof value.image_url === 'string' ? value.image_url : '',
    price: toAmount(value.price),
    prices,
    quantity,
    selectedLicense: resolveLicense(prices, typeof value.selectedLicense === 'string' ? value.selectedLicense : undefined),
  };
  if ('oldPrice' in value) line.oldPrice = toAmount(value.oldPrice);
  const amounts = amountsFrom(value.amounts);
  if (amounts) line.amounts = amounts;
  if (typeof value.category_name === 'string') line.category_name = value.category_name;
  // A line stored before variants has neither: it stays a line without one.
  if (isOrderText(value.size, 50) && value.size !== '') line.size = value.size;
  if (isOrderText(value.color, 50) && value.color !== '') line.color = value.color;
  return line;
}

export interface StoredList<T> {
  /** The valid entries, first one per identity (product id, or a cart line's key), in stored order, at most the cap. */
  entries: T[];
  /** True when more valid entries followed the cap and were dropped. */
  trimmed: boolean;
}

/** One pass over a stored list that stops at the cap: a 20,000-line cart is validated only as far as its first 101 lines. */
function firstValid<T>(value: unknown, entryFrom: (item: unknown) => T | undefined, idOf: (entry: T) => number | string, cap: number): StoredList<T> {
  const entries: T[] = [];
  if (!Array.isArray(value)) return { entries, trimmed: false };
  const seen = new Set<number | string>();
  for (const item of value) {
    const entry = entryFrom(item);
    if (entry === undefined || seen.has(idOf(entry))) continue;
    if (entries.length === cap) return { entries, trimmed: true };
    seen.add(idOf(entry));
    entries.push(entry);
  }
  return { entries, trimmed: false };
}

/** The valid lines of a stored cart, first line per key (product + license + size + colour) kept, at most `cap`. */
export function cartLinesFrom(value: unknown, cap: number): StoredList<CartLine> {
  return firstValid(value, cartLineFrom, cartLineKey, cap);
}

/** The valid, distinct product ids of a stored list, at most `cap`. */
export function productIdsFrom(value: unknown, cap: number): StoredList<number> {
  return firstValid(
    value,
    (item) => (isProductId(item) ? item : undefined),
    (id) => id,
    cap,
  );
}

/** A stored currency, written plain (`NGN`) or as JSON (`"NGN"`); anything but USD or NGN is dropped. */
export function currencyFrom(raw: string | null): Currency | undefined {
  if (raw === null) return undefined;
  const value = isCurrency(raw) ? raw : parseJson(raw);
  return isCurrency(value) ? value : undefined;
}
