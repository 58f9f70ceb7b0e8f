// Catalogue rules that follow the answers (SPEC §4 "Loading"): featured products reload whenever the products list
// (GET products, now the catalogue's first products: the browser never holds the whole list, decision 0058) is read
// again, and the first fetched product becomes the quick-view item.
import { shopApi } from '../apiClient/shopApi';
import { serverStateHydrated } from '../ssr/serverState';
import type { AppStartListening } from '../store/types';
import { setQuickViewProduct } from '../ui/uiSlice';
import { firstHydratedProductId, listFulfilled, productsOf } from './firstListedProduct';

const { getFirstProducts } = shopApi.endpoints;

export function registerCatalogListeners(startListening: AppStartListening): void {
  startListening({
    matcher: getFirstProducts.matchFulfilled,
    effect: (action, api) => {
      // The first load fetches featured products alongside; only a reload of the products list refetches them.
      const previous = getFirstProducts.select(action.meta.arg.originalArgs)(api.getOriginalState());
      if (previous.data !== undefined || previous.error !== undefined) {
        api.dispatch(shopApi.util.invalidateTags(['FeaturedProducts']));
      }
    },
  });
  // Whichever list answers first — featured, a page of the store, a search, the first products, products by id.
  startListening({
    matcher: listFulfilled,
    effect: (action, api) => {
      const [first] = productsOf(action.payload);
      if (first && api.getState().ui.quickViewProductId === null) api.dispatch(setQuickViewProduct(first.id));
    },
  });
  // A server-rendered page's answers arrive all at once: the first the server fetched counts.
  startListening({
    actionCreator: serverStateHydrated,
    effect: (action, api) => {
      const id = firstHydratedProductId(action.payload.shopApi);
      if (id !== undefined && api.getState().ui.quickViewProductId === null) api.dispatch(setQuickViewProduct(id));
    },
  });
}
