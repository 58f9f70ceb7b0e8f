// How the console writes amounts and times: money in the order's own currency, times in UTC as the API's messages
// give them (an operator compares them with a provider's dashboard and the lock message).
// Formatters are made when first used (@storefront/shared/money), not while the console's scripts load.
import { dateTimeFormat, numberFormat } from '@storefront/shared/money';

export function formatMoney(amount: number, currency: string): string {
  return numberFormat('en-US', { style: 'currency', currency }).format(amount);
}

const DATE_TIME = { dateStyle: 'medium', timeStyle: 'short', timeZone: 'UTC' } as const;
const DAY = { day: 'numeric', month: 'short', timeZone: 'UTC' } as const;

/** 2026-11-25T14:03:00Z → "25 Nov 2026, 14:03 UTC". */
export function formatDateTime(iso: string): string {
  return `${dateTimeFormat('en-GB', DATE_TIME).format(new Date(iso))} UTC`;
}

/** A calendar date 2026-11-25 → "25 Nov". */
export function formatDay(date: string): string {
  return dateTimeFormat('en-GB', DAY).format(new Date(`${date}T00:00:00Z`));
}
