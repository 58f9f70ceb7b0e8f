// Server only: renders a tree to HTML with a store of its own (and the request's API endpoint in it), after fetching every answer the tree's queries need.
import type { ReactElement } from 'react';
import { renderToString } from 'react-dom/server';
// By package name, not by path: this module is reached through the /ssr entry, which a build bundles as its own.
import { makeStore, storefrontApi, type AppStore } from '@storefront/shared';
import type { ServerRenderedHtml, ServerRenderRequest } from '../contracts/remoteModules';

export async function renderWithStore(tree: (store: AppStore) => ReactElement, request: ServerRenderRequest): Promise<ServerRenderedHtml> {
  // Nothing persisted on the server: the shopper's cart lives in their browser and arrives with the JS. The currency
  // is the one their cookie names, so the first paint shows the prices, and the selector, the hydrated page will.
  // The request's endpoint lives in this store alone, so renders that overlap never read each other's.
  const store = makeStore({
    storage: null,
    preloadedState: request.currency ? { currency: request.currency } : undefined,
    api: { baseUrl: request.apiBaseUrl, fetchFn: request.fetch },
  });
  // The first pass starts the queries (RTK Query's SSR mode, see storefrontApi.ts); the second renders their answers.
  renderToString(tree(store));
  await Promise.all(store.dispatch(storefrontApi.util.getRunningQueriesThunk()));
  const html = renderToString(tree(store));
  return { html, state: { api: store.getState()[storefrontApi.reducerPath] } };
}
