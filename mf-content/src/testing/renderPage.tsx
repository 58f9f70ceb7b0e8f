// Renders a content screen the way the shell does — inside a fresh store and a router — for component tests.
import type { ReactElement } from 'react';
import { render } from '@testing-library/react';
import { Provider } from 'react-redux';
import { MemoryRouter } from 'react-router-dom';
import { makeStore, ROUTER_COMPONENT_FUTURE } from '@storefront/shared';

export function renderPage(ui: ReactElement, { path = '/' }: { path?: string } = {}) {
  const store = makeStore({ storage: null });
  return {
    store,
    ...render(
      <Provider store={store}>
        <MemoryRouter initialEntries={[path]} future={ROUTER_COMPONENT_FUTURE}>
          {ui}
        </MemoryRouter>
      </Provider>,
    ),
  };
}
