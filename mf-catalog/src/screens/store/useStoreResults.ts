// What the store shows for a view: the server's page for it (GET catalog), the previous answer's products kept while a
// new one loads (never a blank flash), and the next page fetched ahead. When the query fails, SPEC §4's fallback: the
// bundled sample catalogue, filtered, sorted and paged in the browser.
import { useMemo } from 'react';
import { useGetCatalogPageQuery, useSampleCatalog, type CatalogError, type CatalogPage, type Currency, type Product } from '@storefront/shared';
import { catalogQueryOf } from '../../store-filters/catalogQuery';
import { storeView } from '../../store-filters/storeView';
import type { StoreQuery } from '../../store-filters/storeQuery';
import { useNextPageAhead } from './useNextPageAhead';

export interface StorePage {
  products: Product[];
  total: number;
  page: number;
  totalPages: number;
}

export interface StoreResults {
  /** The page shown; null until there is one. */
  shown: StorePage | null;
  /** The server's answer shown, with its facets and price filter; undefined before one and over the sample catalogue. */
  answer: CatalogPage | undefined;
  /** An answer is on its way (what is shown, if anything, is the previous one). */
  busy: boolean;
  /** Nothing is shown yet and something is on its way: an answer, or the sample catalogue. */
  loading: boolean;
  error: string | null;
  usingSample: boolean;
  retry: () => void;
}

export function useStoreResults(query: StoreQuery, currency: Currency): StoreResults {
  const asked = useMemo(() => catalogQueryOf(query, currency), [query, currency]);
  const result = useGetCatalogPageQuery(asked);
  useNextPageAhead(asked, result.currentData);
  const { sample, failed: sampleFailed } = useSampleCatalog(result.isError);
  if (result.isError) {
    const view = sample && storeView(sample, query, currency);
    return {
      shown: view ? { products: view.pageProducts, total: view.found, page: view.page, totalPages: view.totalPages } : null,
      answer: undefined,
      busy: result.isFetching,
      loading: !view && !sampleFailed,
      error: (result.error as CatalogError).message,
      usingSample: view !== undefined,
      retry: result.refetch,
    };
  }
  const shown = result.data ?? null;
  // Busy from the render that changes the question, before its request has even started: no frame shows the
  // previous answer as if it were the new one's.
  const busy = result.isFetching || result.currentData === undefined;
  return { shown, answer: result.data, busy, loading: !shown, error: null, usingSample: false, retry: result.refetch };
}
