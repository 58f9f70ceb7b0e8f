// Formats an amount with the spec's currency symbol and 2 decimals (SPEC §9); empty for non-numbers (SPEC §5).
import type { Currency } from '../types';
import { CURRENCIES } from './currencies';
import { numberFormat } from './intlFormats';

// Grouping and decimals come from Intl; the symbol is the spec's own, because Intl's NGN symbol
// depends on locale and ICU data ('NGN 1.00' in en-US, '₦1.00' only with narrowSymbol support).
const AMOUNT = { minimumFractionDigits: 2, maximumFractionDigits: 2 } as const;

export function formatPrice(amount: number, currency: Currency): string {
  if (typeof amount !== 'number' || !Number.isFinite(amount)) return '';
  const amountFormat = numberFormat('en-US', AMOUNT);
  const digits = amountFormat.format(Math.abs(amount));
  const sign = amount < 0 && digits !== amountFormat.format(0) ? '-' : '';
  const symbol = CURRENCIES[currency]?.symbol ?? `${currency} `;
  return `${sign}${symbol}${digits}`;
}
