// Server only: renders a tree to HTML with a store of its own, after fetching every answer the tree's queries need.
import type { ReactElement } from 'react';
import { renderToString } from 'react-dom/server';
import { configureApiBaseUrl, configureApiFetch } from '../api/apiBaseUrl';
import { storefrontApi } from '../api/storefrontApi';
import { makeStore, type AppStore } from '../store/store';
import type { ServerRenderedHtml, ServerRenderRequest } from '../contracts';

export async function renderWithStore(tree: (store: AppStore) => ReactElement, request: ServerRenderRequest): Promise<ServerRenderedHtml> {
  configureApiBaseUrl(request.apiBaseUrl);
  configureApiFetch(request.fetch);
  // Nothing persisted on the server: the shopper's cart and currency live in their browser and arrive with the JS.
  const store = makeStore({ storage: null });
  // The first pass starts the queries (RTK Query's SSR mode, see storefrontApi.ts); the second renders their answers.
  renderToString(tree(store));
  await Promise.all(store.dispatch(storefrontApi.util.getRunningQueriesThunk()));
  const html = renderToString(tree(store));
  return { html, state: { api: store.getState()[storefrontApi.reducerPath] } };
}
