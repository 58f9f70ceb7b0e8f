// The search page's state in its URL: the query (?q=) and the page of results (?page=, 1 when absent or not a page).
import { SEARCH_MAX_LENGTH } from '@storefront/shared';

export const SEARCH_PAGE_PATH = '/search-result';
export const SEARCH_QUERY_PARAM = 'q';

export function searchQueryOf(params: URLSearchParams): string {
  return (params.get('q') ?? '').trim().slice(0, SEARCH_MAX_LENGTH);
}

export function searchPageOf(params: URLSearchParams): number {
  const page = Number(params.get('page'));
  return Number.isSafeInteger(page) && page > 1 ? page : 1;
}

/** The URL's parameters for a query's page: page 1 is the query alone. */
export function searchParamsFor(query: string, page = 1): Record<string, string> {
  return page > 1 ? { q: query, page: String(page) } : { q: query };
}
