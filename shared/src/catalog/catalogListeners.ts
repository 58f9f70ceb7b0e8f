// Catalogue rules that follow the products list (SPEC §4 "Loading"): featured products reload whenever the
// products list changes, and the first fetched product becomes the quick-view item.
import { storefrontApi } from '../api/storefrontApi';
import type { AppStartListening } from '../store/types';
import { setQuickViewProduct } from '../ui/uiSlice';

export function registerCatalogListeners(startListening: AppStartListening): void {
  startListening({
    matcher: storefrontApi.endpoints.getProducts.matchFulfilled,
    effect: (action, api) => {
      // The first load fetches featured products alongside; only a reload of the products list refetches them.
      const previous = storefrontApi.endpoints.getProducts.select()(api.getOriginalState());
      if (previous.data !== undefined || previous.error !== undefined) {
        api.dispatch(storefrontApi.util.invalidateTags(['FeaturedProducts']));
      }
      const [first] = action.payload;
      if (first && api.getState().ui.quickViewProductId === null) api.dispatch(setQuickViewProduct(first.id));
    },
  });
}
