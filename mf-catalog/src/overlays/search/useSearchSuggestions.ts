// The search panel's suggestions: the first 8 results for the query, asked once per settled query. The search a
// newer query replaces is aborted, so a slow answer to old typing costs no bandwidth and can never show up late.
import { useCallback, useEffect, useRef } from 'react';
import { SEARCH_INITIAL_COUNT, useLazySearchProductsQuery, type SearchPage } from '@storefront/shared';
import { queryError } from '../../hooks/queryError';

export interface Suggestions {
  /** The current query's answer, or while it is on its way the previous one (then `busy`). */
  answer: SearchPage | undefined;
  busy: boolean;
  error: string | null;
  retry: () => void;
}

interface Running {
  query: string;
  abort: () => void;
  wanted: boolean;
}

export function useSearchSuggestions(query: string): Suggestions {
  const [search, result] = useLazySearchProductsQuery();
  const running = useRef<Running | null>(null);
  /** Asks for the query's first results (from the cache when it has them) and returns how to abort that. */
  const searchFor = useCallback(
    (text: string) => {
      const request = search({ q: text, pageSize: SEARCH_INITIAL_COUNT }, true);
      return () => request.abort();
    },
    [search],
  );
  useEffect(() => {
    if (!query) return;
    const mine = running.current?.query === query ? running.current : { query, abort: searchFor(query), wanted: true };
    running.current = mine;
    mine.wanted = true;
    return () => {
      mine.wanted = false;
      // On a promise's turn, not at once: StrictMode's remount asks for the same search straight away and keeps it.
      void Promise.resolve().then(() => {
        if (mine.wanted) return;
        mine.abort();
        if (running.current === mine) running.current = null;
      });
    };
  }, [query, searchFor]);
  const answer = result.currentData ?? result.data;
  return {
    answer,
    busy: result.currentData === undefined && answer !== undefined,
    error: queryError(result),
    retry: () => {
      if (running.current) running.current.abort = searchFor(running.current.query);
    },
  };
}
