// How the console writes amounts and times: money in the order's own currency, times in UTC as the API's messages
// give them (an operator compares them with a provider's dashboard and the lock message).
// Formatters are made when first used (@storefront/shared/money), not while the console's scripts load.
import { dateTimeFormat, numberFormat } from '@storefront/shared/money';
import type { VitalMetric } from '@storefront/shared/vitals';

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

/** A page-speed figure in its metric's unit: times as "180 ms" or "2.5 s", CLS as a bare score "0.031". */
export function formatVital(metric: VitalMetric, value: number): string {
  if (metric === 'CLS') return String(Number(value.toFixed(3)));
  return value < 1000 ? `${Math.round(value)} ms` : `${Number((value / 1000).toFixed(2))} s`;
}
