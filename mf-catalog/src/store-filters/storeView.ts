// The products one store page shows for a query when the server's catalogue query failed: the bundled sample catalogue
// filtered, sorted, then cut to the page in the browser (SPEC §4 "On a products failure, the sample catalogue is used").
import type { Currency, Product } from '@storefront/shared';
import { filterProducts } from './filterProducts';
import { sortProducts } from './sortProducts';
import { clampPage, pageCount, pageSlice } from './pagination';
import { itemsPerPage } from './storeOptions';
import type { StoreQuery } from './storeQuery';

export interface StoreView {
  found: number;
  page: number;
  totalPages: number;
  pageProducts: Product[];
}

export function storeView(products: readonly Product[], query: StoreQuery, currency: Currency = 'USD'): StoreView {
  const matching = sortProducts(filterProducts(products, query, currency), query.sort, currency);
  const perPage = itemsPerPage(query.layout);
  const totalPages = pageCount(matching.length, perPage);
  const page = clampPage(query.page, totalPages);
  return { found: matching.length, page, totalPages, pageProducts: pageSlice(matching, page, perPage) };
}
