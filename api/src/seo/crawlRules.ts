// What crawlers may index: the private or per-shopper paths robots.txt disallows, and the sitemap's static routes.
import { isStaticRoute } from '@storefront/shared/routing';

/** Path prefixes robots.txt disallows: checkout, per-order pages, the account pages and the API. */
export const DISALLOWED_PREFIXES = ['/checkout', '/order-confirmation', '/payment-confirmation', '/my-account', '/api/'] as const;

/** Routes listed by the shell that are not pages worth indexing: the not-found pages. */
const NOT_INDEXED = new Set(['/404', '*']);

const isDisallowed = (route: string) => DISALLOWED_PREFIXES.some((prefix) => route.startsWith(prefix));

/** The routes of remotes.json a sitemap lists: no parameters, no wildcard, nothing robots.txt disallows. */
export function indexableStaticRoutes(routes: string[]): string[] {
  const indexable = routes.filter((route) => isStaticRoute(route) && !NOT_INDEXED.has(route) && !isDisallowed(route));
  return [...new Set(indexable)];
}
