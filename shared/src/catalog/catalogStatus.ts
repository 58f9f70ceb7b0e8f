// The loading and error state of one catalogue list, as every catalogue hook reports it.
import { CATALOG_FETCH_ERROR } from '../api/catalogError';

export interface CatalogStatus {
  /** True until there is something to show (fetched data or its fallback). */
  isLoading: boolean;
  /** SPEC §8: 'An error occurred while fetching the data.' when the call failed, else null. */
  error: string | null;
}

export const errorOf = (query: { isError: boolean }): string | null => (query.isError ? CATALOG_FETCH_ERROR : null);
