// Renders sitemap.xml (sitemaps.org protocol 0.9) from absolute page URLs, and the index that names several when the
// store has more pages than one sitemap may list.
import { escapeMarkup } from '../http/escapeMarkup';

export function sitemapXml(urls: string[]): string {
  const entries = urls.map((url) => `  <url><loc>${escapeMarkup(url)}</loc></url>`);
  return ['<?xml version="1.0" encoding="UTF-8"?>', '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">', ...entries, '</urlset>', ''].join('\n');
}

/** The protocol's limit of URLs in one sitemap (and of sitemaps in one index). */
export const SITEMAP_MAX_URLS = 50_000;

export function sitemapIndexXml(sitemapUrls: string[]): string {
  const entries = sitemapUrls.map((url) => `  <sitemap><loc>${escapeMarkup(url)}</loc></sitemap>`);
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...entries,
    '</sitemapindex>',
    '',
  ].join('\n');
}

/** The sitemap's URLs: every static route, then every product's detail page, on the store's public origin. */
export function sitemapUrls(baseUrl: string, staticRoutes: string[], productIds: number[]): string[] {
  const absolute = (path: string) => new URL(path, baseUrl).href;
  return [...staticRoutes.map(absolute), ...productIds.map((id) => absolute(`/product-detail/${id}`))];
}
