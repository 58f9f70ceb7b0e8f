// The shopper's currency as a cookie: the one place both the server render and the browser read it from, so the
// first paint and the hydrated page show the same currency (decision 0019). No runtime imports: the API reads this file too.
import type { Currency } from '../types';

export const CURRENCY_COOKIE = 'currency';
const ONE_YEAR_S = 365 * 24 * 60 * 60;
const KNOWN: readonly string[] = ['USD', 'NGN'];

/** The currency a `Cookie` header (or `document.cookie`) names; undefined when absent or not USD/NGN. */
export function currencyFromCookies(cookies: string | null | undefined): Currency | undefined {
  for (const pair of (cookies ?? '').split(';')) {
    const [name, ...rest] = pair.split('=');
    if (name.trim() !== CURRENCY_COOKIE) continue;
    const value = rest.join('=').trim();
    return KNOWN.includes(value) ? (value as Currency) : undefined;
  }
  return undefined;
}

/** What to assign to `document.cookie` to keep the choice for a year, site-wide, sent on top-level navigations. */
export function currencyCookie(currency: Currency): string {
  return `${CURRENCY_COOKIE}=${currency}; Path=/; Max-Age=${ONE_YEAR_S}; SameSite=Lax`;
}

/** The page's cookies, or null on the server (no document). */
export interface CookieJar {
  read(): string;
  write(cookie: string): void;
}

export function browserCookies(): CookieJar | null {
  if (typeof document === 'undefined') return null;
  return {
    read: () => {
      try {
        return document.cookie;
      } catch {
        return ''; // A sandboxed document throws for cookie access.
      }
    },
    write: (cookie) => {
      try {
        document.cookie = cookie;
      } catch {
        // Nothing to do: the choice still lives in localStorage and in memory.
      }
    },
  };
}
