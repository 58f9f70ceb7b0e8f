// The store view kept in the URL query, so a view can be shared, reloaded and left with Back.
import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router-dom';
import { readStoreQuery, writeStoreQuery, type StoreQuery } from '../store-filters/storeQuery';

export function useStoreQuery(): [StoreQuery, (next: StoreQuery) => void] {
  const [params, setParams] = useSearchParams();
  const query = useMemo(() => readStoreQuery(params), [params]);
  const update = useCallback((next: StoreQuery) => setParams(writeStoreQuery(next)), [setParams]);
  return [query, update];
}
