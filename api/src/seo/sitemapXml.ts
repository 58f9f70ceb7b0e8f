// Renders sitemap.xml (sitemaps.org protocol 0.9) from absolute page URLs.
import { escapeMarkup } from '../http/escapeMarkup';

export function sitemapXml(urls: string[]): string {
  const entries = urls.map((url) => `  <url><loc>${escapeMarkup(url)}</loc></url>`);
  return ['<?xml version="1.0" encoding="UTF-8"?>', '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">', ...entries, '</urlset>', ''].join('\n');
}

/** The sitemap's URLs: every static route, then every product's detail page, on the store's public origin. */
export function sitemapUrls(baseUrl: string, staticRoutes: string[], productIds: number[]): string[] {
  const absolute = (path: string) => new URL(path, baseUrl).href;
  return [...staticRoutes.map(absolute), ...productIds.map((id) => absolute(`/product-detail/${id}`))];
}
