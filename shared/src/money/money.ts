// Money arithmetic shared by prices and totals: amounts from the API, rounding to cents, legacy conversion (SPEC §9).
import type { Currency } from '../types';

/** SPEC §9: a legacy USD price is multiplied by 750 for NGN. */
export const NGN_PER_USD = 750;

/** Rounds to cents, so sums of prices do not show float noise (0.1 + 0.2). */
export function roundMoney(amount: number): number {
  return Math.round((amount + Number.EPSILON) * 100) / 100;
}

/** A finite number from an API amount (number or numeric string); null otherwise. */
export function toAmount(value: unknown): number | null {
  if (typeof value === 'number') return Number.isFinite(value) ? value : null;
  if (typeof value === 'string' && value.trim() !== '') {
    const parsed = Number(value);
    return Number.isFinite(parsed) ? parsed : null;
  }
  return null;
}

/** A legacy (USD-only) price in the chosen currency. */
export function convertLegacyPrice(usd: number, currency: Currency): number {
  return currency === 'NGN' ? roundMoney(usd * NGN_PER_USD) : usd;
}
