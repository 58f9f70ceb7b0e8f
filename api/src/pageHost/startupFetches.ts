// The two requests a page's scripts start with, written into the page's head as fetch preloads by the server, which
// knows the route (decision 0050): the live remotes manifest, which the shell reads before anything else, and the
// manifest of the remote that owns the URL, which the federation runtime fetches next. Both are under way while the
// HTML is parsed, and the shell's and the runtime's fetch of the same URL take the preloaded answers over. An inline
// script in index.html did this before; it ran in a parser-blocking task of 15–45 ms under Lighthouse.
import { REMOTES_MANIFEST_PATH } from '@storefront/shared/contracts';
import { escapeMarkup } from '../http/escapeMarkup';
import type { RouteOwner } from './routeOwner';

/** What a page fetches first: remotes.json, then the manifest of the remote that owns it (`routeOwner`), if one does. */
export function startupFetches(owner: RouteOwner | null): string[] {
  return owner ? [REMOTES_MANIFEST_PATH, owner.manifest] : [REMOTES_MANIFEST_PATH];
}

/**
 * Preloads that a fetch() of the same URL takes over: `crossorigin="anonymous"` gives them fetch()'s CORS mode and
 * credentials (same-origin), without which Chromium fetches the URL a second time.
 */
export function fetchPreloadLinks(hrefs: string[]): string {
  return hrefs.map((href) => `<link rel="preload" as="fetch" crossorigin="anonymous" href="${escapeMarkup(href)}">`).join('');
}
