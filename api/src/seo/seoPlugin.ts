// Serves /robots.txt and /sitemap.xml for the store's public origin (app.config.publicBaseUrl).
// The static routes come from the shell's remotes.json, the product pages from the catalogue.
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { FastifyPluginAsync } from 'fastify';
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
  const baseUrl = app.config.publicBaseUrl;

  app.get('/robots.txt', async (_request, reply) => {
    reply.header('cache-control', CACHE_CONTROL).type('text/plain; charset=utf-8');
    return robotsTxt(new URL('/sitemap.xml', baseUrl).href);
  });

  app.get('/sitemap.xml', async (_request, reply) => {
    const { products } = await app.catalog.snapshot();
    const urls = sitemapUrls(baseUrl, staticRoutes, products.map((product) => product.id));
    reply.header('cache-control', CACHE_CONTROL).type('application/xml; charset=utf-8');
    return sitemapXml(urls);
  });
};

export default seoPlugin;
