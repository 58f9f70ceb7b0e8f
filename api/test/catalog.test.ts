// GET /featured_products, /product_categories, /products, /products/:id (SPEC §7), their Product shape (SPEC §3)
// and the seed catalogue behind them.
import './support/nativeEsmPackages';
import zlib from 'node:zlib';
import { eq } from 'drizzle-orm';
import type { Product } from '@storefront/shared/schemas';
import { seedCatalog } from '../src/catalog/seedCatalog';
import { categories, productPrices, products } from '../src/db/schema';
import { APP_START_TIMEOUT_MS, type TestApp, startTestApp } from './support/testApp';

const API = '/api/v1/web';
let testApp: TestApp;

beforeAll(async () => {
  testApp = await startTestApp();
}, APP_START_TIMEOUT_MS);
afterAll(() => testApp?.close());

const get = (url: string, headers: Record<string, string> = {}) => testApp.app.inject({ url: `${API}${url}`, headers });

describe('GET /products', () => {
  it("answers the first 100 products in the catalogue's order, with the total and links to every page (decision 0058)", async () => {
    const response = await get('/products');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(response.headers['x-total-count']).toBe('364');
    const products: Product[] = response.json();
    expect(products.map((product) => product.id)).toEqual(Array.from({ length: 100 }, (_, index) => index + 1));
    expect(response.headers.link).toBe(
      '</api/v1/web/products?page=1&pageSize=100>; rel="first", </api/v1/web/products?page=2&pageSize=100>; rel="next", ' +
        '</api/v1/web/products?page=4&pageSize=100>; rel="last"',
    );
  });

  it('answers any page and page size up to 250; the last page holds the rest', async () => {
    const last = await get('/products?page=4');
    expect((last.json() as Product[]).map((product) => product.id)).toEqual(Array.from({ length: 64 }, (_, index) => index + 301));
    expect(last.headers.link).toContain('</api/v1/web/products?page=3&pageSize=100>; rel="prev"');
    expect(last.headers.link).not.toContain('rel="next"');
    const whole: Product[] = (await get('/products?pageSize=250&page=2')).json();
    expect(whole.map((product) => product.id)).toEqual(Array.from({ length: 114 }, (_, index) => index + 251));
    expect((await get('/products?page=9')).json()).toEqual([]);
  });

  it('answers the products named by ids in one call, in their order, leaving out unknown ones', async () => {
    const products: Product[] = (await get('/products?ids=341,2,9999,1,2')).json();
    expect(products.map((product) => product.id)).toEqual([341, 2, 1]);
    expect(products[0].prices).toHaveLength(3);
  });

  it.each([
    ['ids=1,,2', 'querystring/ids must be product ids separated by commas, such as 1,2,3'],
    ['ids=abc', 'querystring/ids must be product ids separated by commas, such as 1,2,3'],
    [`ids=${Array.from({ length: 101 }, (_, index) => index + 1).join(',')}`, 'querystring/ids must name at most 100 products'],
    ['ids=1&page=2', 'querystring/ids cannot be combined with page or pageSize'],
    ['pageSize=251', 'querystring/pageSize must be at most 250'],
    ['page=0', 'querystring/page must be a whole number from 1 to 999999'],
    ['limit=5', 'querystring must not have the unknown field "limit"'],
  ])('answers 400 with a message for ?%s', async (query, message) => {
    const response = await get(`/products?${query}`);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message });
  });

  it('answers 304 to a client that already has the same answer', async () => {
    const { headers } = await get('/products?ids=1,2');
    expect(headers.etag).toMatch(/^W\/".+"$/);
    const response = await get('/products?ids=1,2', { 'if-none-match': String(headers.etag) });
    expect(response.statusCode).toBe(304);
    expect(response.body).toBe('');
  });

  it('serves brotli and gzip copies of the same JSON', async () => {
    const plain = (await get('/products')).rawPayload;
    const br = await get('/products', { 'accept-encoding': 'gzip, br' });
    expect(br.headers['content-encoding']).toBe('br');
    expect(zlib.brotliDecompressSync(br.rawPayload).equals(plain)).toBe(true);
    const gzip = await get('/products', { 'accept-encoding': 'gzip' });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(zlib.gunzipSync(gzip.rawPayload).equals(plain)).toBe(true);
    expect(gzip.rawPayload.length).toBeLessThan(plain.length / 4);
  });
});

describe('GET /products/:id', () => {
  it('answers one physical product with every field the cards, filters and detail page read', async () => {
    const product: Product = (await get('/products/1')).json();
    expect(product).toMatchObject({
      id: 1,
      name: product.title,
      imgSrc: product.image_url,
      image_url: '/media/products/1/front-800.webp',
      imgHover: '/media/products/1/back-800.webp',
      imgHoverSrc: '/media/products/1/back-800.webp',
      category: { name: product.category_name },
      sample_url: null,
      prices: [],
      width: 800,
      height: 800,
      inStock: true,
    });
    for (const field of ['description', 'alt', 'addToCart']) expect(typeof product[field as keyof Product]).toBe('string');
    expect(product.price).toBeGreaterThanOrEqual(16.95);
    expect(product.price).toBeLessThanOrEqual(350);
    expect(product.rating).toBeGreaterThanOrEqual(1);
    expect(product.rating).toBeLessThanOrEqual(5);
    // The product page shows "Rated 4 out of 5 (27 reviews)" from these.
    expect(product.review_count).toBe(product.reviews);
    expect(Number.isInteger(product.review_count)).toBe(true);
    expect(product.images).toHaveLength(3);
  });

  it('answers a digital audio product with its license prices and a sample', async () => {
    const product: Product = (await get('/products/341')).json();
    expect(product.category_name).toBe('Digital Audio');
    expect(product.sample_url).toBe('/media/audio/341.wav');
    expect(product.prices).toEqual([
      { license_type: 'Standard', usd_amount: 29.99, ngn_amount: 22499.25 },
      { license_type: 'Extended', usd_amount: 199.99, ngn_amount: 149999.25 },
      { license_type: 'Premium', usd_amount: 499.99, ngn_amount: 374999.25 },
    ]);
  });

  it.each(['9999', '0', '-1', '1.5', 'abc', '1e2', '0001'])('answers 404 with a message for %p', async (id) => {
    const response = await get(`/products/${id}`);
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ message: 'Product not found' });
  });
});

describe('GET /featured_products', () => {
  it('lists 8-12 products, an audio product with a playable sample first', async () => {
    const featured: Product[] = (await get('/featured_products')).json();
    expect(featured.length).toBeGreaterThanOrEqual(8);
    expect(featured.length).toBeLessThanOrEqual(12);
    expect(featured[0].sample_url).toMatch(/^\/media\/audio\/\d+\.wav$/);
    expect(featured.every((product) => product.inStock)).toBe(true);
  });
});

describe('GET /product_categories', () => {
  it('lists the fourteen sample categories and Digital Audio as { name, image_url }', async () => {
    const categories = (await get('/product_categories')).json();
    expect(categories).toHaveLength(15);
    expect(categories).toContainEqual({ name: 'Pet Supplies', image_url: '/media/categories/pet-supplies-600.webp' });
    expect(categories).toContainEqual({ name: 'Digital Audio', image_url: '/media/categories/digital-audio-600.webp' });
    for (const category of categories) expect(Object.keys(category).sort()).toEqual(['image_url', 'name']);
  });
});

describe('API responses', () => {
  it('carry security headers and a JSON-only content security policy', async () => {
    const { headers } = await get('/product_categories');
    expect(headers['x-content-type-options']).toBe('nosniff');
    expect(headers['content-security-policy']).toBe("default-src 'none';frame-ancestors 'none'");
    expect(headers['x-frame-options']).toBe('DENY');
    expect(headers['cross-origin-resource-policy']).toBe('same-origin');
  });
});

describe('the seed catalogue', () => {
  it('holds products 1-340 over the fourteen sample categories and 24 digital audio products', async () => {
    const { db } = testApp.app;
    const rows = await db.select({ id: products.id, category: products.categoryName }).from(products);
    const physical = rows.filter((row) => row.category !== 'Digital Audio');
    const digital = rows.filter((row) => row.category === 'Digital Audio');
    expect(physical.map((row) => row.id).sort((a, b) => a - b)).toEqual(Array.from({ length: 340 }, (_, i) => i + 1));
    expect(new Set(physical.map((row) => row.category)).size).toBe(14);
    expect(digital.map((row) => row.id).sort((a, b) => a - b)).toEqual(Array.from({ length: 24 }, (_, i) => i + 341));
    expect(await db.select().from(categories)).toHaveLength(15);
    expect(await db.select().from(productPrices)).toHaveLength(24 * 3);
  });

  it('is not written twice', async () => {
    expect(await seedCatalog(testApp.app.db)).toBe(false);
    expect(await testApp.app.db.select({ id: products.id }).from(products)).toHaveLength(364);
  });

  it('keeps money as exact two-decimal numerics in the database', async () => {
    const [row] = await testApp.app.db.select().from(productPrices).where(eq(productPrices.licenseType, 'Premium')).limit(1);
    expect(row.ngnAmount).toBe('374999.25');
  });
});
