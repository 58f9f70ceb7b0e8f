// The checkout team's server bundle (dist/server/render.js): the checkout is rendered on the server from the shopper's
// record and the form they last posted without scripts (decision 0066), so it is a working form before the page's
// scripts and without them. The order confirmation and the payment result read the order in the browser.
import { createRouteRenderer } from '@storefront/shared/ssr';
import { routes } from './exposes/routes';

export const render = createRouteRenderer(routes, (route) => route.path === '/checkout');
