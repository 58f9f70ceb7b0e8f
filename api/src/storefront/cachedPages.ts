// Server-rendered pages through the rendered-page cache (decision 0027). A page whose renders read only the catalogue
// is prepared (hashed policy, compressed) and kept under everything that makes it (pageCacheKey.ts); later requests
// get it as it is. Any other page is rendered for its request alone, as is every page when the cache is off.
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import type { Currency } from '@storefront/shared';
import type { LiveRemotes } from '../releases/liveRemotes';
import { pagePolicy } from '../security/pagePolicy';
import { pageCacheKey } from './pageCacheKey';
import type { PageRenderer, RenderedPage } from './pageRenderer';
import { preparePage, type PreparedPage } from './preparedPage';
import { RenderedPageCache, type PageCacheOptions } from './renderedPageCache';
import { routeOwner, type RemotesJson } from './routeOwner';

/** `hit`: sent as kept; `miss`: rendered now and kept; `pass`: rendered for this response only. */
export type PageOutcome = { kept: PreparedPage; cache: 'hit' | 'miss' } | { rendered: RenderedPage; cache: 'pass' };

export type CachedPages = (url: string, live: LiveRemotes | null, log: FastifyBaseLogger, currency?: Currency) => Promise<PageOutcome | null>;

export function createCachedPages(app: FastifyInstance, shellDir: string, renderPage: PageRenderer, options: PageCacheOptions | false): CachedPages {
  const pass = async (...args: Parameters<PageRenderer>): Promise<PageOutcome | null> => {
    const rendered = await renderPage(...args);
    return rendered && { rendered, cache: 'pass' };
  };
  if (options === false) return pass;
  const cache = new RenderedPageCache(options);

  return async (url, live, log, currency) => {
    const owner = live && routeOwner(live.json as RemotesJson, url.split('?')[0]);
    const remoteDir = owner && live.dirs.get(owner.remote);
    if (!live || !remoteDir) return pass(url, live, log, currency);
    const catalogVersion = (await app.catalog.snapshot()).version;
    const key = pageCacheKey({ url, currency, remotesJson: live.json, shellDir, remoteDir, catalogVersion });
    const kept = cache.get(key);
    if (kept) return { kept, cache: 'hit' };
    const pending = cache.pending(key);
    if (pending) {
      const made = await pending;
      return made ? { kept: made, cache: 'hit' } : pass(url, live, log, currency);
    }

    let rendered = null as RenderedPage | null;
    const made = await cache.make(key, async () => {
      rendered = await renderPage(url, live, log, currency);
      if (!rendered?.cacheable) return null;
      // The catalogue changed while the page was rendered: it may show some of each version, so it is not kept.
      if ((await app.catalog.snapshot()).version !== catalogVersion) return null;
      return preparePage(rendered.html, pagePolicy({ inline: rendered.inline, remotes: live.json }));
    });
    if (made) return { kept: made, cache: 'miss' };
    return rendered && { rendered, cache: 'pass' };
  };
}
