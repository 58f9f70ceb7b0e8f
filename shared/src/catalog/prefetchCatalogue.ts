// SPEC §4 "Loading": on start the products are fetched, besides featured products and categories. A first screen
// that shows only some of them (home, a product page) does not wait for the whole catalogue: it is fetched once the
// page has settled (decision 0049), so the store and the search open with it already here.
import { storefrontApi } from '../api/storefrontApi';
import type { AppDispatch } from '../store/store';
import { whenPageSettles } from '../ui/whenPageSettles';

export function prefetchCatalogueOnceSettled(dispatch: AppDispatch): void {
  whenPageSettles(() => dispatch(storefrontApi.util.prefetch('getProducts', undefined, { ifOlderThan: 60 })));
}
