// @storefront/shared/ssr: server only — what an app's src/server.ts builds its `render` from. Its modules reach the
// store and the API slice by package name (`@storefront/shared`), never by path, like every subpath entry's.
export { createRouteRenderer } from './createRouteRenderer';
export { renderWithStore } from './renderWithStore';
