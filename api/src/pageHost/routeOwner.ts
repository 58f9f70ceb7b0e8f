// Which remote owns a page path (the storefront's one matcher, shared/src/routing/remoteRoutes.ts), and the HTTP
// status a page load answers with.
import type { RemotesManifest } from '@storefront/shared/contracts';
import { routeOwner } from '@storefront/shared/routing';

export { routeOwner, type RouteOwner } from '@storefront/shared/routing';

/**
 * The HTTP status of a page load: 404 when the path falls to a remote's catch-all (which shows the not-found screen)
 * and for the not-found page itself, so crawlers and link checkers see a missing page as missing. A path nobody
 * claims stays 200: without a catch-all the shell decides what to show.
 */
export function pageStatus(remotesJson: RemotesManifest | null, pathname: string): 200 | 404 {
  const owner = remotesJson && routeOwner(remotesJson, pathname);
  return owner && (owner.routePath === '*' || owner.routePath === '/404') ? 404 : 200;
}
