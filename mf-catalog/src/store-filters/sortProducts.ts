// SPEC §9 sort options in the browser, only for the sample catalogue fallback (the server sorts every other list): the
// default keeps the catalogue's order; titles compare by locale, prices in the shopper's currency (no price last).
import type { Currency, Product, SortOption } from '@storefront/shared';
import { shownPrice } from './priceRange';

const byTitle = (a: Product, b: Product) => a.title.localeCompare(b.title, undefined, { sensitivity: 'base', numeric: true });
export function sortProducts(products: readonly Product[], sort: SortOption, currency: Currency = 'USD'): Product[] {
  const list = [...products];
  const priceOrInfinity = (product: Product) => shownPrice(product, currency) ?? Number.POSITIVE_INFINITY;
  switch (sort) {
    case 'Title Ascending':
      return list.sort(byTitle);
    case 'Title Descending':
      return list.sort((a, b) => byTitle(b, a));
    case 'Price Ascending':
      return list.sort((a, b) => priceOrInfinity(a) - priceOrInfinity(b));
    case 'Price Descending':
      return list.sort((a, b) => (shownPrice(b, currency) ?? -1) - (shownPrice(a, currency) ?? -1));
    default:
      return list;
  }
}
