// The sitemap renderer escapes XML and builds absolute URLs; the route filter keeps only indexable pages.
import { indexableStaticRoutes } from './crawlRules';
import { sitemapUrls, sitemapXml } from './sitemapXml';

it('escapes the characters XML reserves', () => {
  expect(sitemapXml(['https://shop.example.com/search-result?q=a&b=<c>'])).toContain('<loc>https://shop.example.com/search-result?q=a&amp;b=&lt;c&gt;</loc>');
});

it('makes every path absolute on the base origin', () => {
  expect(sitemapUrls('https://shop.example.com', ['/', '/store'], [7])).toEqual([
    'https://shop.example.com/',
    'https://shop.example.com/store',
    'https://shop.example.com/product-detail/7',
  ]);
});

it('keeps routes without parameters, wildcards, disallowed prefixes or not-found pages, once each', () => {
  expect(indexableStaticRoutes(['/', '/store', '/store', '/product-detail/:id', '*', '/404', '/checkout', '/my-account-orders', '/about'])).toEqual([
    '/',
    '/store',
    '/about',
  ]);
});
