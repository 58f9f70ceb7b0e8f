// What the catalogue's queries answer: a page of the store with its total and facets, a page of search
// results. The API's shapes (../schemas/catalogQuery.ts) with the client's own, looser Product (apiFit.ts holds them together).
import type { CatalogPage as ApiCatalogPage, CatalogQuery, FacetCount, SearchPage as ApiSearchPage } from '../schemas';
import type { Product } from './product';

export type { CatalogQuery, FacetCount };

export interface CatalogPage extends Omit<ApiCatalogPage, 'products'> {
  products: Product[];
}

export interface SearchPage extends Omit<ApiSearchPage, 'products'> {
  products: Product[];
}

/** A search: its text, and which page of how many results. */
export interface SearchArgs {
  q: string;
  page?: number;
  pageSize?: number;
}
