// The loading and error state of one catalogue list, as every catalogue hook reports it, and the empty list the
// hooks return while there is none.
import { CATALOG_FETCH_ERROR } from '../apiClient/catalogError';

export interface CatalogStatus {
  /** True until there is something to show (fetched data or its fallback). */
  isLoading: boolean;
  /** SPEC §8: 'An error occurred while fetching the data.' when the call failed, else null. */
  error: string | null;
}

/** One empty list for all of them, so a memoised consumer does not see a new list on every render. */
export const NONE: never[] = [];

export const errorOf = (query: { isError: boolean }): string | null => (query.isError ? CATALOG_FETCH_ERROR : null);
