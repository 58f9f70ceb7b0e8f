// The currencies' symbols (SPEC §9). Which currencies there are is currencyCodes.ts's list: USD, the default, and NGN.
import { CURRENCIES } from './currencyCodes';
import type { Currency } from '../types';

export const CURRENCY_SYMBOLS: Readonly<Record<Currency, string>> = {
  USD: '$',
  NGN: '₦',
};

export const CURRENCY_CODES: readonly Currency[] = CURRENCIES;

export const DEFAULT_CURRENCY: Currency = CURRENCIES[0];

export function isCurrency(value: unknown): value is Currency {
  return typeof value === 'string' && (CURRENCIES as readonly string[]).includes(value);
}
