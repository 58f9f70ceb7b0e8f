// The content team's server bundle (dist/server/render.js): the API's page renderer renders its routes' first screen.
import { createRouteRenderer } from '@storefront/shared/ssr';
import { routes } from './exposes/routes';

export const render = createRouteRenderer(routes);
