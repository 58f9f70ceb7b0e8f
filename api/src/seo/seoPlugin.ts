// Serves /robots.txt and /sitemap.xml for the store's public origin (app.config.publicBaseUrl).
// The static routes come from the shell's remotes.json, the product pages from the catalogue.
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { storefrontOrigin } from '../payments/returnUrls';
import { REPO_ROOT } from '../paths';
import { indexableStaticRoutes } from './crawlRules';
import { robotsTxt } from './robotsTxt';
import { sitemapUrls, sitemapXml } from './sitemapXml';

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
    const { products } = await app.catalog.snapshot();
    const urls = sitemapUrls(
      baseUrlOf(request),
      staticRoutes,
      products.map((product) => product.id),
    );
    reply.header('cache-control', CACHE_CONTROL).type('application/xml; charset=utf-8');
    return sitemapXml(urls);
  });
};

export default seoPlugin;
