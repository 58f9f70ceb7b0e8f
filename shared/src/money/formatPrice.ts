// Formats an amount with the spec's currency symbol and 2 decimals (SPEC §9); empty for non-numbers (SPEC §5).
import type { Currency } from '../types';
import { CURRENCY_SYMBOLS } from './currencies';
import { formatAmount } from './formatAmount';

// The symbol is the spec's own, because Intl's NGN symbol depends on locale and ICU data ('NGN 1.00' in en-US, '₦1.00'
// only with narrowSymbol support); the digits are en-US's (formatAmount.ts).
export function formatPrice(amount: number, currency: Currency): string {
  if (typeof amount !== 'number' || !Number.isFinite(amount)) return '';
  const digits = formatAmount(Math.abs(amount));
  const sign = amount < 0 && digits !== '0.00' ? '-' : '';
  const symbol = CURRENCY_SYMBOLS[currency] ?? `${currency} `;
  return `${sign}${symbol}${digits}`;
}

/**
 * An amount as machines read it — schema.org offers, feeds: digits, a dot and 2 decimals, no symbol, no grouping
 * ("22499.25"). Rounded as formatPrice rounds (half away from zero on the decimal written), not as toFixed rounds the
 * binary double (1.005 → "1.00"); empty for non-numbers.
 */
export function formatDecimal(amount: number): string {
  if (typeof amount !== 'number' || !Number.isFinite(amount)) return '';
  return formatAmount(amount).replaceAll(',', '');
}
