// Answers a browser's page load: the server-rendered page when the route's remote can render it, otherwise the
// shell's index.html for the browser to render (client-side routing). Both are read per request, so a redeployed
// shell or remote is picked up without restarting the API. A catalogue or content page comes from the rendered-page
// cache when it is there (cachedPages.ts, decision 0027); a page rendered for the request is sent as it renders
// (streamedPage.ts, decision 0054). Every page gets a Content-Security-Policy allowing its own inline code by hash
// (and, on a page sent as it renders, by a nonce) and the origins of the remotes manifest it is served with. A plain
// page of a remote that draws its own frame (`"layout": "own"`) says so on <html>, so index.html does not sketch the
// store's header. Either page preloads what its scripts fetch first (startupFetches.ts).
import fs from 'node:fs/promises';
import path from 'node:path';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { currencyFromCookies } from '@storefront/shared/money';
import { isNoindexPage } from '../seo/crawlRules';
import { inlineCodeOf } from '../security/inlineCode';
import { pagePolicy } from '../security/pagePolicy';
import { createCachedPages } from './cachedPages';
import { markOwnLayout, type ComposedPage } from './composePage';
import { createPageRenderer } from './pageRenderer';
import { sendPreparedPage } from './preparedPage';
import { sendRenderingPage } from './streamedPage';
import { fetchPreloadLinks, startupFetches } from './startupFetches';
import type { PageCacheOptions } from './renderedPageCache';
import { loadServerBundles } from './serverBundles';
import type { PageHostDirs } from './pageHostDirs';
import type { LiveRemotes } from '../releases/liveRemotes';
import type { BrowserComposition } from './browserComposition';
import type { LiveRemotesSource } from './liveRemotesSource';
import { pageStatus, routeOwner } from './routeOwner';
import type { RemotesManifest } from '@storefront/shared/contracts';

export type PageHandler = (request: FastifyRequest, reply: FastifyReply) => Promise<FastifyReply>;

export interface PageHandlerOptions {
  /** The browser's composition (its canary buckets), for the page and everything composed into it. */
  composition?: BrowserComposition;
  serverRendering?: boolean;
  /** The rendered-page cache's bounds, or false to render every page per request. */
  pageCache?: PageCacheOptions | false;
}

export function createPageHandler(
  app: FastifyInstance,
  dirs: PageHostDirs & { shellDir: string },
  liveRemotes: LiveRemotesSource,
  { composition, serverRendering = true, pageCache = {} }: PageHandlerOptions = {},
): PageHandler {
  const pages = createCachedPages(app, dirs.shellDir, createPageRenderer(app, dirs), pageCache);
  // The bundles are loaded when the server starts, so the first shopper after a deploy does not wait for them.
  if (serverRendering) app.addHook('onReady', async () => loadServerBundles(dirs, app.log));
  return async (request, reply) => {
    const pathname = request.url.split('?')[0];
    // One composition for the whole page: the server render, the page cache's key and the preloads all read `live`.
    // The console's page never takes a remote from elsewhere: its policy names no override origin.
    const live = withoutOverridesOnConsole(await liveRemotes(request.log, composition && (await composition(request, reply))), pathname);
    // The shopper's record, when their browser has one (decision 0061): the page is rendered with it.
    // With it, the checkout form they last posted without scripts (decision 0066), which /checkout shows again.
    const { record: shopper, checkout } = request.headers.cookie ? await app.shoppers.readWithCheckout(request) : { record: null, checkout: null };
    const currency = currencyFromCookies(request.headers.cookie);
    const remotesJson = (live?.json as RemotesManifest | undefined) ?? null;
    const outcome = serverRendering && request.method === 'GET' ? await pages(request.url, live, request.log, currency, shopper, checkout) : null;
    if (isNoindexPage(pathname)) reply.header('x-robots-tag', 'noindex, nofollow');
    reply
      .code(pageStatus(remotesJson, pathname))
      .header('cache-control', 'no-cache')
      // The page is rendered in the currency and with the record the cookies name: a cache must not hand one shopper's
      // to another.
      .header('vary', 'Cookie')
      .type('text/html; charset=utf-8');
    if (outcome) {
      reply.header('x-render-cache', outcome.cache);
      app.metrics.pageCacheLookups.inc({ outcome: outcome.cache });
    }
    if (outcome && 'kept' in outcome) return sendPreparedPage(request, reply, outcome.kept);
    if (outcome?.fallback) {
      try {
        return sendRenderingPage(request, reply, { ...outcome, fallback: outcome.fallback }, live?.json ?? null);
      } catch (error) {
        // Requests waiting for this page must not wait for a render no one began.
        outcome.begin();
        throw error;
      }
    }
    outcome?.begin();
    const page = (await outcome?.rendered) ?? plainPage(await fs.readFile(path.join(dirs.shellDir, 'index.html'), 'utf8'), remotesJson, pathname);
    return reply.header('content-security-policy', pagePolicy({ inline: page.inline, remotes: live?.json ?? null })).send(page.html);
  };
}

/**
 * The shell's index.html (trusted build output: its inline code is allowed) with the preloads of what its scripts
 * fetch first, marked for a remote that draws its own page.
 */
function plainPage(indexHtml: string, remotesJson: RemotesManifest | null, pathname: string): ComposedPage {
  if (!remotesJson) return { html: indexHtml, inline: inlineCodeOf(indexHtml) };
  const owner = routeOwner(remotesJson, pathname);
  const html = indexHtml.replace('</head>', () => `${fetchPreloadLinks(startupFetches(owner))}</head>`);
  return { html: owner?.layout === 'own' ? markOwnLayout(html) : html, inline: inlineCodeOf(indexHtml) };
}

function withoutOverridesOnConsole(live: LiveRemotes | null, pathname: string): LiveRemotes | null {
  if (!live || !/^\/admin(\/|$)/.test(pathname) || !(live.json as { allowRemoteOverrides?: unknown }).allowRemoteOverrides) return live;
  return { ...live, json: { ...live.json, allowRemoteOverrides: false, remoteOverrideOrigins: [] } };
}
