// The price rules (SPEC §5, §9): which license tier is the default, which tier a name selects, and what a product or a
// cart line costs in a currency. Every amount is one the server answered for that currency — a tier's usd_amount or
// ngn_amount, or the product's `amounts` — so nothing here converts between currencies.
import type { Currency, LicensePrice, PriceAmounts } from '../types';
import { toAmount } from '../money/money';
import { formatPrice } from '../money/formatPrice';

/** The price fields of a product or a cart line. */
export interface PricedItem {
  /** The product's own price, in USD (SPEC §3). */
  price?: number | null;
  /** Legacy field, read when `price` is missing. */
  salePrice?: number | null;
  oldPrice?: number | null;
  originalPrice?: number | null;
  prices?: LicensePrice[] | null;
  /** The server's price and old price in each currency. */
  amounts?: PriceAmounts | null;
}

const STANDARD = 'standard';

function tiersOf(item: PricedItem): LicensePrice[] {
  return Array.isArray(item.prices) ? item.prices : [];
}

function sameName(a: string, b: string): boolean {
  return (
    String(a ?? '')
      .trim()
      .toLowerCase() ===
    String(b ?? '')
      .trim()
      .toLowerCase()
  );
}

/** True when the product is sold in license tiers. */
export function hasLicenses(item: PricedItem): boolean {
  return tiersOf(item).length > 0;
}

/** SPEC §5: the default tier is the one named standard (case-insensitive), else the first; '' when there are none. */
export function defaultLicenseType(prices: LicensePrice[] | null | undefined): string {
  if (!prices || prices.length === 0) return '';
  return (prices.find((row) => sameName(row.license_type, STANDARD)) ?? prices[0]).license_type;
}

/** The tier whose name matches (case-insensitive), with no fallback. */
export function matchLicensePrice(prices: LicensePrice[] | null | undefined, type: string): LicensePrice | undefined {
  return prices?.find((row) => sameName(row.license_type, type));
}

/** SPEC §5: the tier whose name matches (case-insensitive); if none matches, the first tier. */
export function findLicensePrice(prices: LicensePrice[] | null | undefined, type: string): LicensePrice | undefined {
  if (!prices || prices.length === 0) return undefined;
  return matchLicensePrice(prices, type) ?? prices[0];
}

/** The tier's amount in the currency (as a number, or null when it is not one). */
export function tierAmount(row: LicensePrice | undefined, currency: Currency): number | null {
  if (!row) return null;
  return toAmount(currency === 'NGN' ? row.ngn_amount : row.usd_amount);
}

/** The legacy USD price: `price`, else the legacy `salePrice`. */
export function legacyPrice(item: PricedItem): number | null {
  return toAmount(item.price) ?? toAmount(item.salePrice);
}

/**
 * What an unlicensed product or line costs in the currency: the server's amount for it. Without one, USD still has the
 * product's own `price` (SPEC §3 writes it in dollars), so a line stored before `amounts` existed keeps its dollar price;
 * any other currency has no price (SPEC §5: it displays as '') until the server answers one.
 */
export function ownPrice(item: PricedItem, currency: Currency): number | null {
  const shown = item.amounts?.[currency];
  if (shown) return toAmount(shown.price);
  return currency === 'USD' ? legacyPrice(item) : null;
}

/** The struck-through price before a sale in the currency, by the same rule as `ownPrice`; null for a licensed product. */
export function oldPriceAmount(item: PricedItem, currency: Currency): number | null {
  if (hasLicenses(item)) return null;
  const shown = item.amounts?.[currency];
  if (shown) return toAmount(shown.oldPrice);
  return currency === 'USD' ? toAmount(item.oldPrice ?? item.originalPrice) : null;
}

/**
 * What one unit costs in the currency: a licensed product costs its tier's amount in that currency, an unlicensed
 * one its own price in it (`ownPrice`); null when there is no price data.
 */
export function licenseAmount(item: PricedItem, licenseType: string, currency: Currency): number | null {
  if (hasLicenses(item)) return tierAmount(findLicensePrice(tiersOf(item), licenseType), currency);
  return ownPrice(item, currency);
}

/** The unit price of a cart line (its selected license) or of a product (its default license). */
export function unitPrice(item: PricedItem & { selectedLicense?: string }, currency: Currency): number | null {
  return licenseAmount(item, item.selectedLicense || defaultLicenseType(tiersOf(item)), currency);
}

/** SPEC §5 tier formatter: a zero or missing amount displays as ''. */
export function formatLicensePrice(row: LicensePrice | undefined, currency: Currency): string {
  const amount = tierAmount(row, currency);
  return amount ? formatPrice(amount, currency) : '';
}

/** SPEC §5: the card price uses the 'Standard' license price, else the first, else the product's own; '' without price data. */
export function cardPrice(item: PricedItem, currency: Currency): string {
  if (hasLicenses(item)) return formatLicensePrice(findLicensePrice(tiersOf(item), 'Standard'), currency);
  const amount = ownPrice(item, currency);
  return amount === null ? '' : formatPrice(amount, currency);
}
