// Renders robots.txt: every crawler may index the store except the disallowed paths, and is told where the sitemap is.
import { DISALLOWED_PREFIXES } from './crawlRules';

export function robotsTxt(sitemapUrl: string): string {
  const disallow = DISALLOWED_PREFIXES.map((prefix) => `Disallow: ${prefix}`);
  return ['User-agent: *', 'Allow: /', ...disallow, '', `Sitemap: ${sitemapUrl}`, ''].join('\n');
}
