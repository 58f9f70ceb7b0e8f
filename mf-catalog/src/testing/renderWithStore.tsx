// Renders a catalogue component for a test inside a fresh store (no storage) and a memory router.
import type { ReactElement } from 'react';
import { Provider } from 'react-redux';
import { MemoryRouter } from 'react-router-dom';
import { render } from '@testing-library/react';
import { makeStore, ROUTER_COMPONENT_FUTURE, storefrontApi, type Category, type Product, type RootState } from '@storefront/shared';

interface Options {
  preloadedState?: Partial<RootState>;
  route?: string;
  /** Products the API slice already holds, as if GET products/:id had answered. */
  cachedProducts?: Product[];
  /** Categories the API slice already holds, as if GET product_categories had answered. */
  cachedCategories?: Category[];
}

export function renderWithStore(ui: ReactElement, { preloadedState, route = '/', cachedProducts = [], cachedCategories }: Options = {}) {
  const store = makeStore({ storage: null, preloadedState });
  for (const product of cachedProducts) {
    store.dispatch(storefrontApi.util.upsertQueryData('getProduct', product.id, product));
  }
  if (cachedCategories) store.dispatch(storefrontApi.util.upsertQueryData('getCategories', undefined, cachedCategories));
  const view = render(
    <Provider store={store}>
      <MemoryRouter initialEntries={[route]} future={ROUTER_COMPONENT_FUTURE}>
        {ui}
      </MemoryRouter>
    </Provider>,
  );
  return { store, ...view };
}
