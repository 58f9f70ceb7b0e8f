// The shell's server bundle (dist/server/render.js): the page frame (top bar, header, footer …) as HTML around a
// marker the API's page renderer replaces with the owning remote's server-rendered screen. A remote that draws its
// own page (remotes.json `"layout": "own"`) gets no store frame: the marker alone.
import { Provider } from 'react-redux';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router-dom/server';
import { DATA_ROUTER_FUTURE, type ShellServerModule } from '@storefront/shared';
import { parseRemotesManifest, SCREEN_MARKER, SCREEN_MARKER_ATTRIBUTE } from '@storefront/shared/contracts';
import { renderWithStore } from '@storefront/shared/ssr';
import { routeOwner } from '@storefront/shared/routing';
import { RemotesContext } from './federation/RemotesContext';
import { Layout } from './layout/Layout';

export const renderLayout: ShellServerModule['renderLayout'] = async (request) => {
  const manifest = parseRemotesManifest(request.remotes);
  const screen = { path: request.routePath, element: <template {...{ [SCREEN_MARKER_ATTRIBUTE]: '' }} /> };
  const ownLayout = routeOwner(manifest, new URL(request.url, 'http://storefront.internal').pathname)?.layout === 'own';
  const routes = ownLayout ? [screen] : [{ element: <Layout />, children: [screen] }];
  const handler = createStaticHandler(routes, { future: DATA_ROUTER_FUTURE });
  const context = await handler.query(new Request(new URL(request.url, 'http://storefront.internal')));
  if (context instanceof Response) return null;
  const router = createStaticRouter(handler.dataRoutes, context, { future: DATA_ROUTER_FUTURE });
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
};
