// Server only: renders a tree to HTML with a store of its own (and the request's API endpoint in it), after fetching every answer the tree's queries need.
import type { ReactElement } from 'react';
import { renderToString } from 'react-dom/server';
// By package name, not by path: this module is reached through the /ssr entry, which a build bundles as its own.
import { makeStore, shopApi, type AppStore } from '@storefront/shared';
import { CLIENT_RENDERED_BOUNDARY } from '../contracts/pageContract';
import type { ServerRenderedHtml, ServerRenderRequest } from '../contracts/remoteModules';
/** A page whose data is fetched in a chain (a product, then its related products) needs a pass per link. */
const MAX_PASSES = 4;

export async function renderWithStore(tree: (store: AppStore) => ReactElement, request: ServerRenderRequest): Promise<ServerRenderedHtml> {
  // The shopper's record (their cart, wishlist and compare list) and the currency their cookie names, so the first
  // paint shows what the hydrated page will, and its forms work before the scripts (decision 0061). Nothing persisted
  // from here. The request's endpoint lives in this store alone, so renders that overlap never read each other's.
  const { shopper, currency } = request;
  const store = makeStore({
    storage: null,
    preloadedState: {
      ...(currency ? { currency } : {}),
      ...(shopper ? { cart: { items: shopper.cart }, wishlist: { ids: shopper.wishlist }, compare: { ids: shopper.compare } } : {}),
    },
    api: { baseUrl: request.apiBaseUrl, fetchFn: request.fetch },
  });
  // Each pass starts the queries it reaches (RTK Query's SSR mode, see shopApi.ts) and the lazy components it
  // reaches; the next renders their answers. A component first reached once its data is there (the product gallery)
  // starts loading only then, and is written as a client-rendered boundary until it has loaded.
  let html = '';
  for (let pass = 0; pass < MAX_PASSES; pass += 1) {
    html = renderToString(tree(store));
    const running = store.dispatch(shopApi.util.getRunningQueriesThunk());
    if (running.length === 0 && !html.includes(CLIENT_RENDERED_BOUNDARY)) break;
    await Promise.all(running);
    // A lazy component's module resolves in a later task than the render that asked for it.
    await new Promise((resolve) => setTimeout(resolve, 0));
  }
  return { html, state: { shopApi: store.getState()[shopApi.reducerPath] } };
}
