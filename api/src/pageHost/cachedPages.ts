// Server-rendered pages through the rendered-page cache (decision 0027). A page whose renders read only the catalogue
// is prepared (hashed policy, compressed) and kept under everything that makes it (pageCacheKey.ts); later requests
// get it as it is. A page not kept yet is rendered, and its start can go out before the render is done (decision
// 0054); it is kept once rendered if it may be. Every page is rendered per request when the cache is off. A page
// rendered with a shopper's own record (a cart, a wishlist, a compare list) is theirs alone: it is rendered for them
// and never kept (decision 0061).
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import type { Currency } from '@storefront/shared';
import { holdsNothing, type ShopperRecord } from '@storefront/shared/shopper';
import type { PostedCheckout } from '@storefront/shared/checkout';
import type { LiveRemotes } from '../releases/liveRemotes';
import { pagePolicy } from '../security/pagePolicy';
import type { ComposedRest, PageStart } from './composePage';
import { pageCacheKey } from './pageCacheKey';
import type { PageRenderer, RenderedPage } from './pageRenderer';
import { preparePage, type PreparedPage } from './preparedPage';
import { RenderedPageCache, type PageCacheOptions } from './renderedPageCache';
import { routeOwner } from './routeOwner';
import type { RemotesManifest } from '@storefront/shared/contracts';

/**
 * A page to render for this request: its start, what follows it if the render fails, and the render, which begins
 * when the sender calls `begin` — once the start is on its way, since a render holds the thread for its first pass.
 */
export interface RenderingPage {
  start: PageStart;
  fallback: ComposedRest | null;
  begin(): void;
  rendered: Promise<RenderedPage | null>;
}

/**
 * `hit`: sent as kept; `miss`: rendered now, and kept if its renders read only the catalogue; `pass`: rendered for
 * this response only (the cache is off, or the page is not one it keeps).
 */
export type PageOutcome = { kept: PreparedPage; cache: 'hit' } | (RenderingPage & { cache: 'miss' | 'pass' });

export type CachedPages = (
  url: string,
  live: LiveRemotes | null,
  log: FastifyBaseLogger,
  currency?: Currency,
  shopper?: ShopperRecord | null,
  checkout?: PostedCheckout | null,
) => Promise<PageOutcome | null>;

export function createCachedPages(app: FastifyInstance, shellDir: string, renderPage: PageRenderer, options: PageCacheOptions | false): CachedPages {
  const cache = options === false ? null : new RenderedPageCache(options);
  // The page handler is made before the plugins load; the metrics exist once they have.
  if (cache) app.addHook('onReady', async () => void (app.metrics.readers.pageCache = () => cache.size));

  return async (url, live, log, currency, shopper = null, checkout = null) => {
    const render = renderPage(url, live);
    if (!render) return null;
    const rendering = (outcome: 'miss' | 'pass'): PageOutcome & { cache: 'miss' | 'pass' } => {
      let begin!: () => void;
      const begun = new Promise<void>((resolve) => (begin = resolve));
      return {
        start: render.start,
        fallback: render.fallback,
        begin,
        rendered: begun.then(() => render.render(log, currency, shopper, checkout)),
        cache: outcome,
      };
    };
    const owner = live && routeOwner(live.json as RemotesManifest, url.split('?')[0]);
    const remoteDir = owner && live.dirs.get(owner.remote);
    if (!cache || !live || !remoteDir || (shopper && !holdsNothing(shopper)) || checkout) return rendering('pass');
    const catalogVersion = await app.catalog.version();
    const key = pageCacheKey({ url, currency, shopper: shopper ? 'empty' : 'none', remotesJson: live.json, shellDir, remoteDir, catalogVersion });
    const kept = cache.get(key);
    if (kept) return { kept, cache: 'hit' };
    const pending = cache.pending(key);
    if (pending) {
      const made = await pending;
      return made ? { kept: made, cache: 'hit' } : rendering('pass');
    }

    const page = rendering('miss');
    const making = cache.make(key, async () => {
      const rendered = await page.rendered;
      if (!rendered?.cacheable) return null;
      // The catalogue changed while the page was rendered: it may show some of each version, so it is not kept.
      if ((await app.catalog.version()) !== catalogVersion) return null;
      return preparePage(rendered.html, pagePolicy({ inline: rendered.inline, remotes: live.json }));
    });
    making.catch((error: unknown) => log.warn({ err: error, url }, 'a rendered page could not be kept'));
    return page;
  };
}
