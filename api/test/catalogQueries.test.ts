// GET /catalog, /search and /products/:id/related on the seeded catalogue: each filter and sort alone and
// combined against a reference computed here from every product, facet counts that match the listed products,
// pagination bounds, and bad parameters answered 400 with a message.
import './support/nativeEsmPackages';
import { eq } from 'drizzle-orm';
import type { CatalogPage, Product, SearchPage } from '@storefront/shared/schemas';
import { products } from '../src/db/schema';
import { refreshListing } from '../src/catalog/listingIndex';
import { APP_START_TIMEOUT_MS, type TestApp, startTestApp } from './support/testApp';

const API = '/api/v1/web';
let testApp: TestApp;
let all: Product[];

beforeAll(async () => {
  testApp = await startTestApp();
  const pages = await Promise.all([1, 2].map((page) => get(`/products?pageSize=250&page=${page}`)));
  all = pages.flatMap((page) => page.json() as Product[]);
}, APP_START_TIMEOUT_MS);
afterAll(() => testApp?.close());

const get = (url: string) => testApp.app.inject({ url: `${API}${url}` });
const catalog = async (query: string): Promise<CatalogPage> => {
  const response = await get(`/catalog?${query}`);
  expect(response.statusCode).toBe(200);
  return response.json();
};

interface Reference {
  category?: string;
  min?: number;
  max?: number;
  availability?: 'In Stock' | 'Out of Stock';
  color?: string;
  size?: string;
  brands?: string[];
  sale?: boolean;
  sort?: string;
  currency?: 'USD' | 'NGN';
}

const RATE = { USD: 1, NGN: 750 };
const shown = (product: Product, currency: 'USD' | 'NGN') => product.amounts[currency].price;

/** What the store lists for a query, computed from every product the way SPEC §4 says. */
function reference(query: Reference, except?: 'brands' | 'colors' | 'sizes'): Product[] {
  const currency = query.currency ?? 'USD';
  const [min, max] = [query.min ?? 20 * RATE[currency], query.max ?? 300 * RATE[currency]].sort((a, b) => a - b);
  const matching = all.filter(
    (product) =>
      (!query.category || query.category === 'All' || product.category_name.toLowerCase().includes(query.category.toLowerCase())) &&
      shown(product, currency) >= min &&
      shown(product, currency) <= max &&
      (!query.availability || product.inStock === (query.availability === 'In Stock')) &&
      (except === 'colors' || !query.color || product.filterColor.includes(query.color)) &&
      (except === 'sizes' || !query.size || product.filterSizes.includes(query.size)) &&
      (except === 'brands' || !query.brands?.length || product.filterBrands.some((brand) => query.brands!.includes(brand))) &&
      (!query.sale || product.isOnSale),
  );
  const byId = (a: Product, b: Product) => a.id - b.id;
  const title = (product: Product) => product.title.toLowerCase();
  const compare = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);
  switch (query.sort) {
    case 'Title Ascending':
      return matching.sort((a, b) => compare(title(a), title(b)) || byId(a, b));
    case 'Title Descending':
      return matching.sort((a, b) => compare(title(b), title(a)) || byId(b, a));
    case 'Price Ascending':
      return matching.sort((a, b) => shown(a, currency) - shown(b, currency) || byId(a, b));
    case 'Price Descending':
      return matching.sort((a, b) => shown(b, currency) - shown(a, currency) || byId(b, a));
    default:
      return matching.sort(byId);
  }
}

function queryString(query: Reference, page?: number): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (key === 'brands') params.set(key, (value as string[]).join(','));
    else if (key === 'sale') params.set(key, value ? '1' : '0');
    else params.set(key, String(value));
  }
  if (page) params.set('page', String(page));
  return params.toString();
}

async function expectLikeReference(query: Reference) {
  const expected = reference(query);
  const first = await catalog(queryString(query));
  expect(first.total).toBe(expected.length);
  expect(first.totalPages).toBe(Math.max(1, Math.ceil(expected.length / 8)));
  expect(first.products.map((product) => product.id)).toEqual(expected.slice(0, 8).map((product) => product.id));
  if (first.totalPages > 1) {
    const last = await catalog(queryString(query, first.totalPages));
    expect(last.products.map((product) => product.id)).toEqual(expected.slice((first.totalPages - 1) * 8).map((product) => product.id));
  }
  return first;
}

describe('GET /catalog', () => {
  it('answers the store as it opens: 8 products of those priced 20-300, the total, facets and the price slider', async () => {
    const page = await expectLikeReference({});
    expect(page).toMatchObject({ page: 1, pageSize: 8, currency: 'USD' });
    expect(page.total).toBeGreaterThan(250);
    expect(page.priceFilter).toEqual({ min: 20, max: 300, defaultMin: 20, defaultMax: 300, boundMin: 0, boundMax: 500, step: 1 });
    expect(page.facets.brands.map((facet) => facet.value)).toEqual(['Nike', 'Louis Vuitton', 'Zalando', 'Adidas', 'Hermes', 'Gucci']);
    expect(page.facets.colors).toHaveLength(11);
    expect(page.facets.sizes.map((facet) => facet.value)).toEqual(['XS', 'S', 'M', 'L', 'XL', '2XL', '3XL']);
  });

  it.each<[string, Reference]>([
    ['a category, matched by part of its name in any case', { category: 'fASH' }],
    ['All Categories', { category: 'All' }],
    ['a category no product has', { category: 'Garden' }],
    ['a price range', { min: 50, max: 99.99 }],
    ['a price range given high end first', { min: 120, max: 60 }],
    ['in stock', { availability: 'In Stock' }],
    ['out of stock', { availability: 'Out of Stock' }],
    ['a colour', { color: 'Red' }],
    ['a size', { size: 'XL' }],
    ['one brand', { brands: ['Nike'] }],
    ['two brands (either)', { brands: ['Gucci', 'Adidas'] }],
    ['on sale', { sale: true }],
    ['title ascending', { sort: 'Title Ascending' }],
    ['title descending', { sort: 'Title Descending' }],
    ['price ascending', { sort: 'Price Ascending' }],
    ['price descending', { sort: 'Price Descending' }],
    ['prices in NGN, sorted by them', { currency: 'NGN', sort: 'Price Ascending' }],
    ['an NGN price range', { currency: 'NGN', min: 22000, max: 60000 }],
    [
      'everything at once',
      { category: 'a', min: 30, max: 250, availability: 'In Stock', color: 'Black', brands: ['Nike', 'Hermes', 'Zalando'], sort: 'Price Descending' },
    ],
    ['sale and size, titles descending', { sale: true, size: 'M', sort: 'Title Descending' }],
  ])('lists like the reference for %s', async (_name, query) => {
    await expectLikeReference(query);
  });

  it("NGN prices are the server's: the default range is 20-300 at 750, and products compare by their NGN amounts", async () => {
    const page = await expectLikeReference({ currency: 'NGN' });
    expect(page.currency).toBe('NGN');
    expect(page.priceFilter).toEqual({ min: 15000, max: 225000, defaultMin: 15000, defaultMax: 225000, boundMin: 0, boundMax: 375000, step: 750 });
    const audio: Product = (await get('/products/341')).json();
    expect(audio.amounts).toEqual({ USD: { price: 29.99, oldPrice: null }, NGN: { price: 22499.25, oldPrice: null } });
  });

  it('counts each facet as choosing that value would list, with every other filter applied', async () => {
    const query: Reference = { category: 'e', color: 'Black', brands: ['Nike'] };
    const page = await catalog(queryString(query));
    for (const { value, count } of page.facets.colors) expect(count).toBe(reference({ ...query, color: value }).length);
    for (const { value, count } of page.facets.sizes) expect(count).toBe(reference({ ...query, size: value }).length);
    for (const { value, count } of page.facets.brands) expect(count).toBe(reference({ ...query, brands: [value] }).length);
    const priced = reference({ ...query, min: 0, max: 500 }).map((product) => shown(product, 'USD'));
    expect(page.facets.price).toEqual({ min: Math.min(...priced), max: Math.max(...priced) });
  });

  it('keeps the page within 1..total pages and the page size as asked', async () => {
    const all8 = reference({});
    const beyond = await catalog('page=999');
    expect(beyond.page).toBe(Math.ceil(all8.length / 8));
    const list = await catalog('pageSize=6&page=2');
    expect(list.products.map((product) => product.id)).toEqual(all8.slice(6, 12).map((product) => product.id));
    const none = await catalog('category=Garden&page=3');
    expect(none).toMatchObject({ total: 0, page: 1, totalPages: 1, products: [] });
    expect(none.facets.price).toEqual({ min: null, max: null });
  });

  it('never lists a product an operator hid, and sees a changed price on the next query', async () => {
    const { db } = testApp.app;
    const before = await catalog('');
    const firstId = before.products[0].id;
    await db.transaction(async (tx) => {
      await tx.update(products).set({ visible: false }).where(eq(products.id, firstId));
      await refreshListing(tx, [firstId]);
    });
    testApp.app.catalog.invalidate();
    const after = await catalog('');
    expect(after.total).toBe(before.total - 1);
    expect(after.products.map((product) => product.id)).not.toContain(firstId);
    await db.transaction(async (tx) => {
      await tx.update(products).set({ visible: true }).where(eq(products.id, firstId));
      await refreshListing(tx, [firstId]);
    });
    testApp.app.catalog.invalidate();
    expect((await catalog('')).total).toBe(before.total);
  });

  it.each([
    ['sort=Cheapest', 'querystring/sort must be one of'],
    ['color=Teal', 'querystring/color must be one of'],
    ['availability=Soon', 'querystring/availability must be one of'],
    ['currency=EUR', 'querystring/currency must be one of "USD", "NGN"'],
    ['brands=Nike,Acme', 'querystring/brands names "Acme", which is not one of Nike, Louis Vuitton, Zalando, Adidas, Hermes, Gucci'],
    ['min=cheap', 'querystring/min must be an amount such as 20 or 19.99'],
    ['max=-5', 'querystring/max must be an amount such as 20 or 19.99'],
    ['page=0', 'querystring/page must be a whole number from 1 to 999999'],
    ['page=1.5', 'querystring/page must be a whole number from 1 to 999999'],
    ['pageSize=49', 'querystring/pageSize must be at most 48'],
    ['sale=yes', 'querystring/sale must be one of "0", "1"'],
    ['layout=3', 'querystring must not have the unknown field "layout"'],
    [`category=${'x'.repeat(101)}`, 'querystring/category must NOT have more than 100 characters'],
  ])('answers 400 with a message for ?%s', async (query, message) => {
    const response = await get(`/catalog?${query}`);
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toContain(message);
  });
});

describe('GET /search', () => {
  const search = async (query: string): Promise<SearchPage> => {
    const response = await get(`/search?${query}`);
    expect(response.statusCode).toBe(200);
    return response.json();
  };

  it('finds products by a word of their title, title matches first', async () => {
    const page = await search('q=headphones');
    expect(page.total).toBeGreaterThan(0);
    expect(page.products[0].title).toMatch(/Headphones/);
    expect(page).toMatchObject({ page: 1, pageSize: 8, query: 'headphones' });
  });

  it.each([
    ['headphnes', /Headphones/],
    ['Blazr', /Blazer/],
    ['lonuge chair', /Lounge Chair/],
  ])('tolerates a typo: %p finds %p', async (typo, title) => {
    const page = await search(`q=${encodeURIComponent(typo)}`);
    expect(page.products[0]?.title).toMatch(title);
  });

  it('ranks words in the title first, then in the category, then in the description', async () => {
    // "headphones": the titles that say it first; "audio": no title says it, so the Digital Audio category's 24 come
    // first, then the products whose description says it.
    const headphones = await search('q=headphones&pageSize=48');
    const saysIt = headphones.products.map((product) => /headphones/i.test(product.title));
    expect(saysIt.indexOf(false) === -1 || saysIt.lastIndexOf(true) < saysIt.indexOf(false)).toBe(true);
    const audio = await search('q=audio&pageSize=48');
    expect(audio.products.slice(0, 24).every((product) => product.category_name === 'Digital Audio')).toBe(true);
    expect(audio.products.slice(24).every((product) => /audio/i.test(product.description))).toBe(true);
  });

  it('finds what the shopper is still typing: the last word as the start of one', async () => {
    const page = await search('q=wireless%20headph');
    expect(page.products[0]?.title).toBe('Wireless Headphones');
  });

  it('corrects only a word no title or category has: a real word is matched as typed', async () => {
    // "lamp" is a word of titles; "camp" or "damp", a typo away, are not what the shopper asked for.
    const lamp = await search('q=lamp&pageSize=48');
    expect(lamp.total).toBeGreaterThan(0);
    expect(lamp.products.every((product) => /lamp/i.test(`${product.title} ${product.description}`))).toBe(true);
  });

  it('finds by a word of the description', async () => {
    const page = await search('q=hyaluronic');
    expect(page.total).toBeGreaterThan(0);
    expect(page.products.every((product) => /hyaluronic/i.test(product.description))).toBe(true);
  });

  it('pages through results, the last page when asked beyond it, and says when nothing matches', async () => {
    const first = await search('q=table&pageSize=4');
    expect(first.totalPages).toBe(Math.ceil(first.total / 4));
    const second = await search('q=table&pageSize=4&page=2');
    expect(second.products.map((product) => product.id)).not.toEqual(first.products.map((product) => product.id));
    const beyond = await search(`q=table&pageSize=4&page=${first.totalPages + 5}`);
    expect(beyond.page).toBe(first.totalPages);
    expect(beyond.products.length).toBeGreaterThan(0);
    expect(await search('q=zzxqvw')).toMatchObject({ total: 0, products: [], totalPages: 1 });
    expect(await search('q=%21%21%21')).toMatchObject({ total: 0, products: [] });
  });

  it.each([
    ['', "querystring must have required property 'q'"],
    ['q=', 'querystring/q must NOT have fewer than 1 characters'],
    [`q=${'a'.repeat(101)}`, 'querystring/q must NOT have more than 100 characters'],
    ['q=x&pageSize=100', 'querystring/pageSize must be at most 48'],
  ])('answers 400 with a message for ?%s', async (query, message) => {
    const response = await get(`/search?${query}`);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message });
  });
});

describe('GET /products/:id/related', () => {
  it('answers other products of the same category, the ones after it first', async () => {
    const related: Product[] = (await get('/products/15/related')).json();
    expect(related).toHaveLength(8);
    const category = all.find((product) => product.id === 15)!.category_name;
    expect(related.every((product) => product.category_name === category && product.id !== 15)).toBe(true);
    expect(related[0].id).toBeGreaterThan(15);
    expect(((await get('/products/15/related?limit=3')).json() as Product[]).map((product) => product.id)).toEqual(related.slice(0, 3).map((p) => p.id));
  });

  it('answers 404 for an unknown product and 400 for a bad limit', async () => {
    expect((await get('/products/99999/related')).statusCode).toBe(404);
    expect((await get('/products/1/related?limit=25')).json()).toEqual({ message: 'querystring/limit must be at most 24' });
  });
});
