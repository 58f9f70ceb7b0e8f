// How the console writes amounts and times: money in the order's own currency, times in UTC as the API's messages
// give them (an operator compares them with a provider's dashboard and the lock message).
const money = new Map<string, Intl.NumberFormat>();

export function formatMoney(amount: number, currency: string): string {
  let format = money.get(currency);
  if (!format) money.set(currency, (format = new Intl.NumberFormat('en-US', { style: 'currency', currency })));
  return format.format(amount);
}

const dateTime = new Intl.DateTimeFormat('en-GB', { dateStyle: 'medium', timeStyle: 'short', timeZone: 'UTC' });
const day = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'short', timeZone: 'UTC' });

/** 2026-11-25T14:03:00Z → "25 Nov 2026, 14:03 UTC". */
export function formatDateTime(iso: string): string {
  return `${dateTime.format(new Date(iso))} UTC`;
}

/** A calendar date 2026-11-25 → "25 Nov". */
export function formatDay(date: string): string {
  return day.format(new Date(`${date}T00:00:00Z`));
}
