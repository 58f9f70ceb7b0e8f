// The cart team's server bundle (dist/server/render.js): the cart page is rendered on the server from the shopper's
// record (decision 0061), so its quantities and removal work before the page's scripts and without them. The
// wishlist page is left to the browser.
import { createRouteRenderer } from '@storefront/shared/ssr';
import { routes } from './exposes/routes';

export const render = createRouteRenderer(routes, (route) => route.path !== '/wish-list');
