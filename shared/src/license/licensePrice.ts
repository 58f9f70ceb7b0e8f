// The license price rules (SPEC §5, §9): which tier is the default, which tier a name selects, and what a product costs.
import type { Currency, LicensePrice } from '../types';
import { convertLegacyPrice, toAmount } from '../money/money';
import { formatPrice } from '../money/formatPrice';

/** The price fields of a product or a cart line. */
export interface PricedItem {
  price?: number | null;
  salePrice?: number | null;
  prices?: LicensePrice[] | null;
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
 * What one unit costs in the currency: a licensed product costs its tier's amount,
 * an unlicensed one its legacy price converted (SPEC §9); null when there is no price data.
 */
export function licenseAmount(item: PricedItem, licenseType: string, currency: Currency): number | null {
  if (hasLicenses(item)) return tierAmount(findLicensePrice(tiersOf(item), licenseType), currency);
  const usd = legacyPrice(item);
  return usd === null ? null : convertLegacyPrice(usd, currency);
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

/** SPEC §5: the card price uses the 'Standard' license price, else the first, else the legacy price; '' without price data. */
export function cardPrice(item: PricedItem, currency: Currency): string {
  if (hasLicenses(item)) return formatLicensePrice(findLicensePrice(tiersOf(item), 'Standard'), currency);
  const amount = licenseAmount(item, '', currency);
  return amount === null ? '' : formatPrice(amount, currency);
}
