// Money arithmetic in integer minor units (cents, kobo), so sums never pick up floating-point error.
// The database keeps 2-decimal numeric strings; JSON answers carry numbers.

import type { Currency } from '@storefront/shared/schemas';

export type { Currency } from '@storefront/shared/schemas';

/**
 * Units of each currency per US dollar: the one place the store's rate lives (SPEC §9: a price set only in USD costs
 * price × 750 in NGN). Product answers carry every currency's amount, so the browser never converts.
 */
export const PER_USD: Readonly<Record<Currency, number>> = { USD: 1, NGN: 750 };

/** A USD amount in minor units → the same price in `currency`, in its minor units. */
export function fromUsdMinor(usdMinor: number, currency: Currency): number {
  return usdMinor * PER_USD[currency];
}

const DECIMAL = /^(-?)(\d+)(?:\.(\d{1,2}))?$/;

/** "29.99" → 2999; 29.99 → 2999. */
export function toMinorUnits(amount: string | number): number {
  if (typeof amount === 'number') return Math.round(amount * 100);
  const match = DECIMAL.exec(amount.trim());
  if (!match) throw new Error(`Not a money amount: ${JSON.stringify(amount)}`);
  const [, sign, whole, fraction = ''] = match;
  const minor = Number(whole) * 100 + Number(fraction.padEnd(2, '0'));
  return sign === '-' ? -minor : minor;
}

/** 2999 → "29.99" (for numeric columns). */
export function toDecimalString(minor: number): string {
  const sign = minor < 0 ? '-' : '';
  const absolute = Math.abs(minor);
  return `${sign}${Math.trunc(absolute / 100)}.${String(absolute % 100).padStart(2, '0')}`;
}

/** 2999 → 29.99 (for JSON answers). */
export function minorToAmount(minor: number): number {
  return minor / 100;
}

/** A numeric column's string ("29.99") → 29.99. */
export function decimalToAmount(decimal: string): number {
  return minorToAmount(toMinorUnits(decimal));
}
