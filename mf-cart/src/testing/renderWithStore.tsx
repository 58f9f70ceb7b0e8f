// Test helper for the cart team's components: renders inside a fresh store (no persistence) and a memory router.
import type { ReactElement } from 'react';
import { Provider } from 'react-redux';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { render } from '@testing-library/react';
import { makeStore, ROUTER_COMPONENT_FUTURE, type AppStore, type RootState } from '@storefront/shared';

/** Shows the current path so tests can check where a link went. */
function CurrentPath() {
  return <output data-testid="current-path">{useLocation().pathname}</output>;
}

export interface RenderWithStoreOptions {
  preloadedState?: Partial<RootState>;
  path?: string;
  store?: AppStore;
}

export function renderWithStore(
  ui: ReactElement,
  { preloadedState, path = '/', store = makeStore({ storage: null, preloadedState }) }: RenderWithStoreOptions = {},
) {
  const view = render(
    <Provider store={store}>
      <MemoryRouter initialEntries={[path]} future={ROUTER_COMPONENT_FUTURE}>
        <Routes>
          <Route path="*" element={ui} />
        </Routes>
        <CurrentPath />
      </MemoryRouter>
    </Provider>,
  );
  return { store, ...view };
}
