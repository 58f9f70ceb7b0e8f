// The shell's server bundle (dist/server/render.js): the page frame (top bar, header, footer …) as HTML around a
// marker the API's page renderer replaces with the owning remote's server-rendered screen.
import { Provider } from 'react-redux';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router-dom';
import type { ServerRenderedHtml, ServerRenderRequest } from '@storefront/shared';
import { renderWithStore } from '@storefront/shared/src/ssr/renderWithStore';
import { RemotesContext } from './federation/RemotesContext';
import { parseRemotesManifest } from './federation/remotesManifest';
import { Layout } from './layout/Layout';

/** Where the screen goes; React writes it exactly like this. */
export const SCREEN_MARKER = '<template data-server-screen=""></template>';

export async function renderLayout(request: ServerRenderRequest & { remotes: unknown }): Promise<ServerRenderedHtml | null> {
  const manifest = parseRemotesManifest(request.remotes);
  const routes = [{ element: <Layout />, children: [{ path: request.routePath, element: <template data-server-screen="" /> }] }];
  const handler = createStaticHandler(routes);
  const context = await handler.query(new Request(new URL(request.url, 'http://storefront.internal')));
  if (context instanceof Response) return null;
  const router = createStaticRouter(handler.dataRoutes, context);
  const rendered = await renderWithStore(
    (store) => (
      <Provider store={store}>
        <RemotesContext.Provider value={manifest}>
          <StaticRouterProvider router={router} context={context} hydrate={false} />
        </RemotesContext.Provider>
      </Provider>
    ),
    request,
  );
  return rendered.html.includes(SCREEN_MARKER) ? rendered : null;
}
