// What crawlers may index: the private or per-shopper paths robots.txt disallows, the pages sent as noindex, and the
// sitemap's static routes.
import { isStaticRoute } from '@storefront/shared/routing';

/** Path prefixes robots.txt disallows: checkout, per-order pages, the account pages and the API. */
export const DISALLOWED_PREFIXES = ['/checkout', '/order-confirmation', '/payment-confirmation', '/my-account', '/api/'] as const;

/** Routes listed by the shell that are not pages worth indexing: the not-found pages. */
const NOT_INDEXED = new Set(['/404', '*']);

const isDisallowed = (route: string) => DISALLOWED_PREFIXES.some((prefix) => route.startsWith(prefix));

/**
 * Pages sent with `X-Robots-Tag: noindex`: the operator console. Crawlers may fetch them (robots.txt does not name
 * them, which would also publish the path), and the header is what keeps them out of an index.
 */
export const NOINDEX_PREFIXES = ['/admin'] as const;

/** Whether a page path is one no index should list; the router matches without case, so this does too. */
export function isNoindexPage(pathname: string): boolean {
  const path = pathname.toLowerCase();
  return NOINDEX_PREFIXES.some((prefix) => path === prefix || path.startsWith(`${prefix}/`));
}

/** The routes of remotes.json a sitemap lists: no parameters, no wildcard, nothing robots.txt disallows or noindex. */
export function indexableStaticRoutes(routes: string[]): string[] {
  const indexable = routes.filter((route) => isStaticRoute(route) && !NOT_INDEXED.has(route) && !isDisallowed(route) && !isNoindexPage(route));
  return [...new Set(indexable)];
}
