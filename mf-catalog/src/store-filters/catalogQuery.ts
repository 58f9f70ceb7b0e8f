// The question the store asks the server (GET catalog) for a view: the URL's state, the page size of its layout and
// the shopper's currency, as the API's query strings. Defaults are left out, as in the URL, so one view is one
// cached answer (an undefined value is no parameter); the page, its size and the currency are always said.
import { ALL_FILTER, DEFAULT_SORT, type CatalogQuery, type Currency } from '@storefront/shared';
import { itemsPerPage } from './storeOptions';
import type { StoreQuery } from './storeQuery';

const chosen = (value: string) => (value === ALL_FILTER ? undefined : value);
const amount = (value: number | null) => (value === null ? undefined : String(value));

export function catalogQueryOf(query: StoreQuery, currency: Currency): CatalogQuery {
  return {
    category: chosen(query.category),
    min: amount(query.priceMin),
    max: amount(query.priceMax),
    availability: chosen(query.availability) as CatalogQuery['availability'],
    color: chosen(query.color) as CatalogQuery['color'],
    size: chosen(query.size) as CatalogQuery['size'],
    brands: query.brands.length > 0 ? query.brands.join(',') : undefined,
    sale: query.onSale ? '1' : undefined,
    sort: query.sort === DEFAULT_SORT ? undefined : query.sort,
    page: String(query.page),
    pageSize: String(itemsPerPage(query.layout)),
    currency,
  };
}

/** The same question for another page (the next one, fetched ahead). */
export const catalogPageOf = (asked: CatalogQuery, page: number): CatalogQuery => ({ ...asked, page: String(page) });
