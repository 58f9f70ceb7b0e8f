// Renders UI for a test the way the apps do: in a fresh store and a data router, prices in the shop's currency, with
// what the API already answered in the RTK Query cache; and hands back the store, the router and a user to drive it.
import type { ComponentType, ReactElement, ReactNode } from 'react';
import { Provider } from 'react-redux';
import { render, type RenderOptions } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider, type RouteObject } from 'react-router-dom';
// By package name, as every subpath entry reaches the store (entryPoints.test.ts): one store module in every test.
import {
  DATA_ROUTER_FUTURE,
  makeStore,
  ROUTER_PROVIDER_FUTURE,
  shopApi,
  type AppStore,
  type Category,
  type Currency,
  type Product,
  type RootState,
} from '@storefront/shared';

export interface RenderWithProvidersOptions {
  /** Where the router starts, with any query string: `/payment-confirmation?reference=ref_1`. */
  url?: string;
  /** The route pattern `ui` is mounted at, e.g. `/order-confirmation/:orderId`; every URL by default. */
  path?: string;
  /** More routes beside `ui`'s (a page a link leads to); with `ui` null, the whole route table (the shell's). */
  routes?: RouteObject[];
  /** The store to render in; by default a fresh one without persistence, from `preloadedState`. */
  store?: AppStore;
  preloadedState?: Partial<RootState>;
  /** The shop's currency, as the shell sets it in the store from the shopper's cookie. */
  currency?: Currency;
  /** Products the API slice already holds, as if GET products/:id had answered. */
  cachedProducts?: Product[];
  /** Categories the API slice already holds, as if GET product_categories had answered. */
  cachedCategories?: Category[];
  /** Render inside StrictMode, which runs effects twice as the shell does in development. */
  strict?: boolean;
  /** Providers an app puts around its UI, e.g. the shell's RemotesContext. */
  wrapper?: ComponentType<{ children: ReactNode }>;
  /** Options for the `user`, e.g. `{ advanceTimers: jest.advanceTimersByTime }` under fake timers. */
  userOptions?: Parameters<typeof userEvent.setup>[0];
  /** React's report of an error an error boundary caught (React 19 logs it with console.error by default). */
  onCaughtError?: RenderOptions['onCaughtError'];
}

export function renderWithProviders(
  ui: ReactElement | null,
  {
    url = '/',
    path = '*',
    routes = [],
    preloadedState,
    currency,
    store = makeStore({ storage: null, preloadedState: currency ? { ...preloadedState, currency } : preloadedState }),
    cachedProducts = [],
    cachedCategories,
    strict = false,
    wrapper: Wrapper,
    userOptions,
    onCaughtError,
  }: RenderWithProvidersOptions = {},
) {
  for (const product of cachedProducts) store.dispatch(shopApi.util.upsertQueryData('getProduct', product.id, product));
  if (cachedCategories) store.dispatch(shopApi.util.upsertQueryData('getCategories', undefined, cachedCategories));

  const table = ui === null ? [...routes] : [{ path, element: ui }, ...routes];
  // A URL the table does not know shows a plain page, not React Router's 404 screen (which logs an error).
  if (!table.some((route) => route.path === '*')) table.push({ path: '*', element: <p>Elsewhere</p> });
  const router = createMemoryRouter(table, { initialEntries: [url], future: DATA_ROUTER_FUTURE });

  const page = <RouterProvider router={router} future={ROUTER_PROVIDER_FUTURE} />;
  const user = userEvent.setup(userOptions);
  const view = render(<Provider store={store}>{Wrapper ? <Wrapper>{page}</Wrapper> : page}</Provider>, { reactStrictMode: strict, onCaughtError });
  /** Where the router is now (path and query), e.g. after a redirect. */
  const currentUrl = () => router.state.location.pathname + router.state.location.search;
  return { ...view, store, router, user, currentUrl };
}
