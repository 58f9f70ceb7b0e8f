// The currencies and their symbols (SPEC §9): USD is the default, NGN the alternative.
import type { Currency } from '../types';

export const CURRENCIES: Readonly<Record<Currency, { symbol: string }>> = {
  USD: { symbol: '$' },
  NGN: { symbol: '₦' },
};

export const CURRENCY_CODES = Object.keys(CURRENCIES) as Currency[];

export const DEFAULT_CURRENCY: Currency = 'USD';

export function isCurrency(value: unknown): value is Currency {
  return typeof value === 'string' && Object.prototype.hasOwnProperty.call(CURRENCIES, value);
}
