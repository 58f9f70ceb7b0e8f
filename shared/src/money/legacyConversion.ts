// The one currency conversion left in the browser, kept for a single user: the store's price slider
// (mf-catalog/src/store-filters/priceRange.ts), which scales its USD bounds and step into the shopper's currency.
// No price is converted with it — prices come from the server in every currency (issue 55 §5). The store's own
// issue 55 work moves the slider to GET /catalog's `priceFilter`, answered in the currency; this file and its export
// go with that change (a breaking change to @storefront/shared, within the same major version if it lands before
// the next release).
import type { Currency } from '../types';
import { roundMoney } from './money';

/**
 * A USD figure of the store's price slider in the shopper's currency, at SPEC §9's 750 NGN per USD.
 * @deprecated For the store's price slider only, until it reads the server's price filter; never for a price.
 */
export function convertLegacyPrice(usd: number, currency: Currency): number {
  return currency === 'NGN' ? roundMoney(usd * 750) : usd;
}
