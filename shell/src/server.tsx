// The shell's server bundle (dist/server/render.js): the page frame (top bar, header, footer …) as HTML around a
// marker the API's page renderer replaces with the owning remote's server-rendered screen.
import { Provider } from 'react-redux';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router-dom/server';
import { DATA_ROUTER_FUTURE, type ShellServerModule } from '@storefront/shared';
import { SCREEN_MARKER, SCREEN_MARKER_ATTRIBUTE } from '@storefront/shared/contracts';
import { renderWithStore } from '@storefront/shared/ssr';
import { RemotesContext } from './federation/RemotesContext';
import { parseRemotesManifest } from './federation/remotesManifest';
import { Layout } from './layout/Layout';

export const renderLayout: ShellServerModule['renderLayout'] = async (request) => {
  const manifest = parseRemotesManifest(request.remotes);
  const routes = [{ element: <Layout />, children: [{ path: request.routePath, element: <template {...{ [SCREEN_MARKER_ATTRIBUTE]: '' }} /> }] }];
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
