// GET /robots.txt and /sitemap.xml through app.inject on a seeded test database.
import '../../test/support/nativeEsmPackages';
import { APP_START_TIMEOUT_MS, type TestApp, startTestApp } from '../../test/support/testApp';

let testApp: TestApp;

beforeAll(async () => {
  testApp = await startTestApp({ publicBaseUrl: 'https://shop.example.com/some/path' });
}, APP_START_TIMEOUT_MS);
afterAll(() => testApp?.close());

const get = (url: string) => testApp.app.inject({ url });

describe('GET /robots.txt', () => {
  it('allows everything but checkout, order and payment pages, the account and the API, and names the sitemap', async () => {
    const response = await get('/robots.txt');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/plain; charset=utf-8');
    const lines = response.body.split('\n');
    expect(lines[0]).toBe('User-agent: *');
    expect(lines).toContain('Allow: /');
    for (const path of ['/checkout', '/order-confirmation', '/payment-confirmation', '/my-account', '/api/']) {
      expect(lines).toContain(`Disallow: ${path}`);
    }
    expect(lines).toContain('Sitemap: https://shop.example.com/sitemap.xml');
  });
});

describe('GET /sitemap.xml', () => {
  const locs = (xml: string) => [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1]);

  it('is a sitemaps.org urlset', async () => {
    const response = await get('/sitemap.xml');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/xml; charset=utf-8');
    expect(response.body.startsWith('<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">')).toBe(true);
    expect(response.body.trimEnd().endsWith('</urlset>')).toBe(true);
  });

  it('lists every static route and every product page as absolute URLs on the public origin', async () => {
    const urls = locs((await get('/sitemap.xml')).body);
    for (const path of ['/', '/store', '/store-list', '/shop-default-grid', '/search-result', '/cart', '/wish-list', '/about', '/contact', '/FAQs']) {
      expect(urls).toContain(`https://shop.example.com${path}`);
    }
    const productUrls = urls.filter((url) => url.startsWith('https://shop.example.com/product-detail/'));
    expect(productUrls).toHaveLength(364);
    expect(productUrls).toContain('https://shop.example.com/product-detail/341');
    expect(new Set(urls).size).toBe(urls.length);
  });

  it('leaves out what robots.txt disallows, parameterised routes and the not-found pages', async () => {
    const paths = locs((await get('/sitemap.xml')).body).map((url) => new URL(url).pathname);
    expect(paths.filter((path) => /^\/(checkout|order-confirmation|payment-confirmation|my-account|api\/|404)/.test(path))).toEqual([]);
    expect(paths.filter((path) => path.includes(':') || path.includes('*'))).toEqual([]);
  });

  it('leaves out the operator console, which remotes.json lists as /admin', async () => {
    const paths = locs((await get('/sitemap.xml')).body).map((url) => new URL(url).pathname);
    expect(paths.filter((path) => path.toLowerCase().startsWith('/admin'))).toEqual([]);
  });
});
