// SPEC §9 sort options: the default keeps the catalogue's order; titles compare by locale, prices in USD (no price last).
import type { Product } from '@storefront/shared';
import type { SortOption } from '@storefront/shared';
import { usdPrice } from './filterProducts';

const byTitle = (a: Product, b: Product) => a.title.localeCompare(b.title, undefined, { sensitivity: 'base', numeric: true });
const priceOrInfinity = (product: Product) => usdPrice(product) ?? Number.POSITIVE_INFINITY;

export function sortProducts(products: readonly Product[], sort: SortOption): Product[] {
  const list = [...products];
  switch (sort) {
    case 'Title Ascending':
      return list.sort(byTitle);
    case 'Title Descending':
      return list.sort((a, b) => byTitle(b, a));
    case 'Price Ascending':
      return list.sort((a, b) => priceOrInfinity(a) - priceOrInfinity(b));
    case 'Price Descending':
      return list.sort((a, b) => (usdPrice(b) ?? -1) - (usdPrice(a) ?? -1));
    default:
      return list;
  }
}
