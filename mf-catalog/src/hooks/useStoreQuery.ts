// The store view kept in the URL query, so a view can be shared, reloaded and left with Back.
import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router-dom';
import { readStoreQuery, writeStoreQuery, type StoreQuery } from '../store-filters/storeQuery';

/** `replace` for a change the shopper did not make (it takes no step in the history). */
export type SetStoreQuery = (next: StoreQuery, options?: { replace?: boolean }) => void;

export function useStoreQuery(): [StoreQuery, SetStoreQuery] {
  const [params, setParams] = useSearchParams();
  const query = useMemo(() => readStoreQuery(params), [params]);
  const update = useCallback<SetStoreQuery>((next, options) => setParams(writeStoreQuery(next), options), [setParams]);
  return [query, update];
}
