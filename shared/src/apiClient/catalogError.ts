// SPEC §7/§8: a catalogue GET that does not answer 200 raises 'An error occurred while fetching the data.', carrying body and status text.
import type { FetchBaseQueryError, FetchBaseQueryMeta } from '@reduxjs/toolkit/query';
import { isLeavingPage } from '../pageLeaving/pageLeaving';

export const CATALOG_FETCH_ERROR = 'An error occurred while fetching the data.';

export interface CatalogError {
  /** The HTTP status, or RTK Query's 'FETCH_ERROR' / 'PARSING_ERROR' / 'TIMEOUT_ERROR' when there was none. */
  status: number | string;
  message: typeof CATALOG_FETCH_ERROR;
  statusText: string;
  /** The response body, when there was one. */
  data?: unknown;
}

/** Only a 200 counts as a catalogue answer (SPEC §7). */
export const isCatalogSuccess = (response: Response): boolean => response.status === 200;

/** Turns any failed catalogue call into the spec's error, and logs it (SPEC §8: "it is logged"). */
export function toCatalogError(error: FetchBaseQueryError, meta: FetchBaseQueryMeta | undefined): CatalogError {
  const status = 'originalStatus' in error ? error.originalStatus : error.status;
  const catalogError: CatalogError = {
    status,
    message: CATALOG_FETCH_ERROR,
    statusText: meta?.response?.statusText ?? '',
  };
  if ('data' in error && error.data !== undefined) catalogError.data = error.data;
  // A request its caller aborted (a search superseded by newer typing), or one cut off because the shopper is leaving
  // the page, did not fail: nobody waits for its answer.
  if (meta?.request?.signal.aborted || isLeavingPage()) return catalogError;
  console.error(`[shop api] ${meta?.request?.url ?? 'catalogue request'} failed (${status})`, catalogError);
  return catalogError;
}
