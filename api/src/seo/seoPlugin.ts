// Serves /robots.txt and /sitemap.xml for the store's public origin (app.config.publicBaseUrl).
// The static routes come from the shell's remotes.json, the product pages from the catalogue. A catalogue with more
// pages than one sitemap may list gets a sitemap index: the static routes, then product sitemaps of 50,000 pages each.
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { storefrontOrigin } from '../payments/returnUrls';
import { REPO_ROOT } from '../paths';
import { indexableStaticRoutes } from './crawlRules';
import { robotsTxt } from './robotsTxt';
import { SITEMAP_MAX_URLS, sitemapIndexXml, sitemapUrls, sitemapXml } from './sitemapXml';

export const DEFAULT_REMOTES_FILE = path.join(REPO_ROOT, 'shell', 'public', 'remotes.json');

/** Crawlers may cache both for an hour; the catalogue changes rarely. */
const CACHE_CONTROL = 'public, max-age=3600';

async function listedRoutes(remotesFile: string): Promise<string[]> {
  const manifest = JSON.parse(await readFile(remotesFile, 'utf8')) as { remotes: { routes: string[] }[] };
  return manifest.remotes.flatMap((remote) => remote.routes);
}

const seoPlugin: FastifyPluginAsync<{ remotesFile?: string }> = async (app, options) => {
  const staticRoutes = indexableStaticRoutes(await listedRoutes(options.remotesFile ?? DEFAULT_REMOTES_FILE));
  // PUBLIC_BASE_URL when configured, else the origin the crawler asked (the same rule as payment return links).
  const baseUrlOf = (request: FastifyRequest) => storefrontOrigin(request, app.config.publicBaseUrl, app.config.corsOrigins);

  app.get('/robots.txt', async (request, reply) => {
    reply.header('cache-control', CACHE_CONTROL).type('text/plain; charset=utf-8');
    return robotsTxt(new URL('/sitemap.xml', baseUrlOf(request)).href);
  });

  app.get('/sitemap.xml', async (request, reply) => {
    reply.header('cache-control', CACHE_CONTROL).type('application/xml; charset=utf-8');
    const base = baseUrlOf(request);
    const productCount = await app.catalog.productCount();
    if (staticRoutes.length + productCount <= SITEMAP_MAX_URLS) {
      return sitemapXml(sitemapUrls(base, staticRoutes, await app.catalog.firstProductIds(productCount)));
    }
    const productSitemaps = Math.ceil(productCount / SITEMAP_MAX_URLS);
    return sitemapIndexXml([
      new URL('/sitemap-pages.xml', base).href,
      ...Array.from({ length: productSitemaps }, (_, index) => new URL(`/sitemap-products-${index + 1}.xml`, base).href),
    ]);
  });

  app.get('/sitemap-pages.xml', async (request, reply) => {
    reply.header('cache-control', CACHE_CONTROL).type('application/xml; charset=utf-8');
    return sitemapXml(sitemapUrls(baseUrlOf(request), staticRoutes, []));
  });

  app.get<{ Params: { part: string } }>('/sitemap-products-:part.xml', async (request, reply) => {
    const part = /^[1-9]\d{0,4}$/.test(request.params.part) ? Number(request.params.part) : 0;
    const ids = part > 0 ? await app.catalog.productIdsFrom((part - 1) * SITEMAP_MAX_URLS, SITEMAP_MAX_URLS) : [];
    if (ids.length === 0) return reply.code(404).type('application/json; charset=utf-8').send({ message: 'No such sitemap' });
    reply.header('cache-control', CACHE_CONTROL).type('application/xml; charset=utf-8');
    return sitemapXml(sitemapUrls(baseUrlOf(request), [], ids));
  });
};

export default seoPlugin;
