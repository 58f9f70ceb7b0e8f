// Server only: a remote's `render` for the page renderer, built from the same route list it exposes as `./routes`.
import { Provider } from 'react-redux';
import { Route, Routes } from 'react-router-dom';
import { StaticRouter } from 'react-router-dom/server';
import type { RemoteRouteDefinition, RemoteServerModule } from '../contracts/remoteModules';
import { ROUTER_COMPONENT_FUTURE } from '../routing/routerFuture';
import { documentTitle } from '../seo/pageMetadata';
import { renderWithStore } from './renderWithStore';
// By package name: the screens read the same context object.
import { PostedCheckoutContext, type PostedCheckoutOffer } from '@storefront/shared';

/** `serverRendered` picks the routes worth rendering on the server; the rest are left to the browser (null). */
export function createRouteRenderer(
  routes: RemoteRouteDefinition[],
  serverRendered: (route: RemoteRouteDefinition) => boolean = () => true,
): RemoteServerModule['render'] {
  return async (request) => {
    const route = routes.find((candidate) => candidate.path === request.routePath);
    if (!route || !serverRendered(route)) return null;
    const { default: Screen } = await route.load();
    // The page carries the posted checkout only when its screen showed it, so no other page holds what was typed there.
    const checkout: PostedCheckoutOffer = { posted: request.checkout ?? null, read: false };
    const rendered = await renderWithStore(
      (store) => (
        <Provider store={store}>
          <PostedCheckoutContext.Provider value={checkout}>
            <StaticRouter location={request.url} future={ROUTER_COMPONENT_FUTURE}>
              <Routes>
                <Route path={route.path} element={<Screen />} />
              </Routes>
            </StaticRouter>
          </PostedCheckoutContext.Provider>
        </Provider>
      ),
      request,
    );
    const state = checkout.read && checkout.posted ? { ...rendered.state, checkout: checkout.posted } : rendered.state;
    return { ...rendered, state, title: documentTitle(route.title), description: route.description };
  };
}
