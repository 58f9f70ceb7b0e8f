// Answers a browser's page load: the server-rendered page when the route's remote can render it, otherwise the
// shell's index.html for the browser to render (client-side routing). Both are read per request, so a redeployed
// shell or remote is picked up without restarting the API. Either way the page gets its own nonce and a
// Content-Security-Policy allowing the origins of the remotes manifest it is served with. A plain page of a remote
// that draws its own frame (`"layout": "own"`) says so on <html>, so index.html does not sketch the store's header.
import fs from 'node:fs/promises';
import path from 'node:path';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { currencyFromCookies } from '@storefront/shared/money';
import { isNoindexPage } from '../seo/crawlRules';
import { nonceTags } from '../security/nonceTags';
import { newNonce, pagePolicy } from '../security/pagePolicy';
import { createPageRenderer } from './pageRenderer';
import { loadServerBundles } from './serverBundles';
import type { StorefrontDirs } from './storefrontDirs';
import type { LiveRemotesSource } from './liveRemotesSource';
import { type RemotesJson, pageStatus, routeOwner } from './routeOwner';

export type PageHandler = (request: FastifyRequest, reply: FastifyReply) => Promise<FastifyReply>;

export function createPageHandler(
  app: FastifyInstance,
  dirs: StorefrontDirs & { shellDir: string },
  liveRemotes: LiveRemotesSource,
  { serverRendering = true } = {},
): PageHandler {
  const renderPage = createPageRenderer(app, dirs);
  // The bundles are loaded when the server starts, so the first shopper after a deploy does not wait for them.
  if (serverRendering) app.addHook('onReady', async () => loadServerBundles(dirs, app.log));
  return async (request, reply) => {
    const live = await liveRemotes(request.log);
    const nonce = newNonce();
    const currency = currencyFromCookies(request.headers.cookie);
    const remotesJson = (live?.json as RemotesJson | undefined) ?? null;
    const pathname = request.url.split('?')[0];
    const rendered = serverRendering && request.method === 'GET' ? await renderPage(request.url, live, nonce, request.log, currency) : null;
    const ownLayout = remotesJson ? routeOwner(remotesJson, pathname)?.layout === 'own' : false;
    const html = rendered ?? plainPage(await fs.readFile(path.join(dirs.shellDir, 'index.html'), 'utf8'), nonce, ownLayout);
    if (isNoindexPage(pathname)) reply.header('x-robots-tag', 'noindex, nofollow');
    return (
      reply
        .code(pageStatus(remotesJson, pathname))
        .header('cache-control', 'no-cache')
        // The page is rendered in the currency the cookie names: a cache must not hand one shopper's to another.
        .header('vary', 'Cookie')
        .header('content-security-policy', pagePolicy({ nonce, remotes: live?.json ?? null }))
        .type('text/html; charset=utf-8')
        .send(html)
    );
  };
}

/** The shell's index.html with the response's nonce, marked for a remote that draws its own page. */
function plainPage(indexHtml: string, nonce: string, ownLayout: boolean): string {
  const page = nonceTags(indexHtml, nonce);
  return ownLayout ? page.replace(/<html\b/i, '<html data-layout="own"') : page;
}
