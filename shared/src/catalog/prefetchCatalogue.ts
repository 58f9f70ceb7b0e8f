// SPEC §4 "Loading": on start the products are fetched, besides featured products and categories. A first screen
// that shows only some of them (home) does not wait for the whole catalogue: it is fetched once the page is idle, so
// the store and the search open with it already here.
import { storefrontApi } from '../api/storefrontApi';
import type { AppDispatch } from '../store/store';

export function prefetchCatalogueWhenIdle(dispatch: AppDispatch): void {
  const prefetch = () => dispatch(storefrontApi.util.prefetch('getProducts', undefined, { ifOlderThan: 60 }));
  if (typeof window.requestIdleCallback === 'function') window.requestIdleCallback(prefetch, { timeout: 5000 });
  else setTimeout(prefetch, 2000);
}
