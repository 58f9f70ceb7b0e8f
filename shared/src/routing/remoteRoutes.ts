// Which remote owns a page path, from the routes each remote declares in remotes.json: the storefront's one route
// matcher. The shell's router is built from `remoteRouteTable` and matched by React Router; the server's page renderer
// and page status use `routeOwner`, the same table through the same `matchRoutes` (React Router's own, from
// @remix-run/router, which needs no React); the sitemap lists the table's static routes. An exact path outranks a
// pattern with parameters, which outranks the catch-all "*"; matching ignores case and a trailing slash.
import { matchRoutes } from '@remix-run/router';

/**
 * Who draws the page around a remote's routes: the store's layout (header, footer, toolbar, overlays), the default;
 * or, with `"layout": "own"` in remotes.json, the remote itself (a back office draws its own frame).
 */
export type RemoteLayout = 'store' | 'own';

export const REMOTE_LAYOUTS: readonly RemoteLayout[] = ['store', 'own'];

export interface RemoteRoutesSource<Name extends string = string> {
  remotes: { name: Name; manifest: string; routes: string[]; layout?: RemoteLayout }[];
}

export interface RouteOwner<Name extends string = string> {
  remote: Name;
  manifest: string;
  /** The route pattern as remotes.json spells it, e.g. `/product-detail/:id`. */
  routePath: string;
  layout: RemoteLayout;
}

interface RouteEntry {
  path: string;
  owner: RouteOwner;
}

/** Every route remotes.json lists, in its order, with the remote that owns it. */
export function remoteRouteTable<Name extends string>(source: RemoteRoutesSource<Name>): RouteOwner<Name>[] {
  return (source.remotes ?? []).flatMap((remote) =>
    (remote.routes ?? []).map((routePath) => ({
      remote: remote.name,
      manifest: remote.manifest,
      routePath,
      layout: remote.layout === 'own' ? 'own' : 'store',
    })),
  );
}

export function routeOwner(source: RemoteRoutesSource, pathname: string): RouteOwner | null {
  const routes: RouteEntry[] = remoteRouteTable(source).map((owner) => ({ path: owner.routePath, owner }));
  return matchRoutes(routes, pathname)?.at(-1)?.route.owner ?? null;
}

/** A route with neither parameters nor a wildcard: one page, listable in a sitemap. */
export function isStaticRoute(routePath: string): boolean {
  return !routePath.split('/').some((segment) => segment.startsWith(':') || segment.includes('*'));
}
