// The cart team's server bundle (dist/server/render.js): the cart and wishlist pages are rendered on the server from
// the shopper's record (decision 0061), so their quantities, tiers, Move to cart and Remove work before the page's
// scripts and without them.
import { createRouteRenderer } from '@storefront/shared/ssr';
import { routes } from './exposes/routes';

export const render = createRouteRenderer(routes);
