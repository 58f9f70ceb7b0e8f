// Checks what comes back from localStorage: it may be corrupt, from an older version or edited by hand.
// Whatever does not fit is dropped — item by item in lists — so a bad value never crashes the page.
import type { CartLine, Currency, LicensePrice } from '../types';
import { isCurrency } from '../money/currencies';
import { toAmount } from '../money/money';
import { isValidQuantity } from '../cart/quantity';
import { resolveLicense } from '../cart/cartLine';

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

export function isProductId(value: unknown): value is number {
  return typeof value === 'number' && Number.isSafeInteger(value) && value > 0;
}

function licensePriceFrom(value: unknown): LicensePrice | undefined {
  if (!isRecord(value) || typeof value.license_type !== 'string' || value.license_type.trim() === '') return undefined;
  const { usd_amount, ngn_amount } = value;
  if (toAmount(usd_amount) === null || toAmount(ngn_amount) === null) return undefined;
  return { license_type: value.license_type, usd_amount: usd_amount as number | string, ngn_amount: ngn_amount as number | string };
}

/** One stored cart line, rebuilt from its known fields only; undefined when it cannot be a line. */
export function cartLineFrom(value: unknown): CartLine | undefined {
  if (!isRecord(value) || !isProductId(value.id) || !isValidQuantity(value.quantity) || typeof value.title !== 'string') return undefined;
  const prices = Array.isArray(value.prices) ? value.prices.map(licensePriceFrom).filter((row) => row !== undefined) : [];
  const line: CartLine = {
    id: value.id,
    title: value.title,
    image_url: typeof value.image_url === 'string' ? value.image_url : '',
    price: toAmount(value.price),
    prices,
    quantity: value.quantity,
    selectedLicense: resolveLicense(prices, typeof value.selectedLicense === 'string' ? value.selectedLicense : undefined),
  };
  if ('oldPrice' in value) line.oldPrice = toAmount(value.oldPrice);
  if (typeof value.category_name === 'string') line.category_name = value.category_name;
  return line;
}

/** The valid lines of a stored cart, first line per product id kept. */
export function cartLinesFrom(value: unknown): CartLine[] {
  if (!Array.isArray(value)) return [];
  const seen = new Set<number>();
  const lines: CartLine[] = [];
  for (const item of value) {
    const line = cartLineFrom(item);
    if (line && !seen.has(line.id)) {
      seen.add(line.id);
      lines.push(line);
    }
  }
  return lines;
}

/** The valid, distinct product ids of a stored list. */
export function productIdsFrom(value: unknown): number[] {
  return Array.isArray(value) ? [...new Set(value.filter(isProductId))] : [];
}

/** A stored currency, written plain (`NGN`) or as JSON (`"NGN"`); anything but USD or NGN is dropped. */
export function currencyFrom(raw: string | null): Currency | undefined {
  if (raw === null) return undefined;
  const value = isCurrency(raw) ? raw : parseJson(raw);
  return isCurrency(value) ? value : undefined;
}
