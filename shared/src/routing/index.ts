// @storefront/shared/routing: the route table of remotes.json and its one matcher, for the shell's router, the API's
// page renderer and status, and the sitemap.
export { isStaticRoute, remoteRouteTable, routeOwner, REMOTE_LAYOUTS, type RemoteLayout, type RemoteRoutesSource, type RouteOwner } from './remoteRoutes';
