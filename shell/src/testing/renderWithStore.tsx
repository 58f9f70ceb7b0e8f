// Test helper: renders shell UI inside a fresh store (no persistence), the remotes manifest and a memory router.
import type { ReactElement } from 'react';
import { Provider } from 'react-redux';
import { render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider, type RouteObject } from 'react-router-dom';
import { DATA_ROUTER_FUTURE, makeStore, ROUTER_PROVIDER_FUTURE, type AppStore } from '@storefront/shared';
import { RemotesContext } from '../federation/RemotesContext';
import type { RemotesManifest } from '../federation/remotesManifest';

export const TEST_MANIFEST: RemotesManifest = {
  remotes: [
    { name: 'cart', manifest: '/mf/cart/mf-manifest.json', routes: ['/cart'], overlays: ['cartModal', 'wishlistModal'] },
    { name: 'catalog', manifest: '/mf/catalog/mf-manifest.json', routes: ['/', '/store'], overlays: [] },
  ],
};

export interface RenderOptions {
  path?: string;
  store?: AppStore;
  manifest?: RemotesManifest;
  routes?: RouteObject[];
}

/** Renders `ui` at every path (or the given `routes`) and returns the store and router to drive it. */
export function renderWithStore(
  ui: ReactElement | null,
  { path = '/', store = makeStore({ storage: null }), manifest = TEST_MANIFEST, routes }: RenderOptions = {},
) {
  const router = createMemoryRouter(routes ?? [{ path: '*', element: ui }], { initialEntries: [path], future: DATA_ROUTER_FUTURE });
  const result = render(
    <Provider store={store}>
      <RemotesContext.Provider value={manifest}>
        <RouterProvider router={router} future={ROUTER_PROVIDER_FUTURE} />
      </RemotesContext.Provider>
    </Provider>,
  );
  return { ...result, store, router };
}

/** Sets window.scrollY as a browser would and fires the scroll event. */
export function scrollWindowTo(y: number): void {
  Object.defineProperty(window, 'scrollY', { configurable: true, value: y });
  window.dispatchEvent(new Event('scroll'));
}
