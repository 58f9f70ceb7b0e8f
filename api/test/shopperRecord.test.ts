// The browser's shopping record: kept under a signed HttpOnly cookie, read and written by the scripted store
// (GET/PUT /shopper), and changed by the forms the server-rendered page posts before its scripts run.
import './support/nativeEsmPackages';
import { generateCatalog } from '../src/catalog/generateCatalog';
import { APP_START_TIMEOUT_MS, type TestApp, startTestApp } from './support/testApp';

let testApp: TestApp;
beforeAll(async () => {
  testApp = await startTestApp();
}, APP_START_TIMEOUT_MS);
afterAll(() => testApp?.close());

const BASE = '/api/v1/web';
const FORM = { 'content-type': 'application/x-www-form-urlencoded' };
const shopperCookieOf = (setCookie: string | string[] | undefined) =>
  ([setCookie ?? []].flat().find((cookie) => cookie.startsWith('shopper=')) ?? '').split(';')[0];
const post = (path: string, fields: Record<string, string>, cookie = '', headers: Record<string, string> = {}) =>
  testApp.app.inject({ method: 'POST', url: BASE + path, headers: { ...FORM, cookie, ...headers }, payload: new URLSearchParams(fields).toString() });
const record = async (cookie: string) => (await testApp.app.inject({ url: `${BASE}/shopper`, headers: { cookie } })).json().record;
/** A digital product with the three license tiers. */
const licensed = { id: 341 };
const withSizes = generateCatalog().products.find((product) => (product.sizes ?? []).length > 1)!;

describe('the shopper record', () => {
  it('is absent for a browser without a cookie, and a forged cookie names none', async () => {
    expect(await record('')).toBeNull();
    const first = await post('/shopper/wishlist', { productId: '5', back: '/store' });
    const [id] = shopperCookieOf(first.headers['set-cookie']).slice('shopper='.length).split('.');
    expect(await record(`shopper=${id}.forged`)).toBeNull();
  });

  it('is named by a signed HttpOnly, SameSite=Lax cookie given on the first save', async () => {
    const response = await testApp.app.inject({ method: 'PUT', url: `${BASE}/shopper`, payload: { cart: [], wishlist: [4], compare: [] } });
    const setCookie = String(response.headers['set-cookie']);
    expect(setCookie).toMatch(/^shopper=[\w-]{22}\.[\w-]+; Path=\/; Max-Age=\d+; HttpOnly; SameSite=Lax$/);
    expect(await record(shopperCookieOf(setCookie))).toEqual({ cart: [], wishlist: [4], compare: [] });
  });

  it('keeps what the scripted store puts, dropping what does not fit, and gives no second cookie', async () => {
    const created = await testApp.app.inject({ method: 'PUT', url: `${BASE}/shopper`, payload: { wishlist: [1] } });
    const cookie = shopperCookieOf(created.headers['set-cookie']);
    const line = { id: 7, title: 'Tee', image_url: '', price: 20, prices: [], quantity: 2, selectedLicense: '' };
    const again = await testApp.app.inject({
      method: 'PUT',
      url: `${BASE}/shopper`,
      headers: { cookie },
      payload: { cart: [line, { id: -1 }], wishlist: [3, 'x', 3], compare: [9], currency: 'NGN' },
    });
    expect(again.headers['set-cookie']).toBeUndefined();
    expect(await record(cookie)).toEqual({ cart: [line], wishlist: [3], compare: [9], currency: 'NGN' });
  });

  it('refuses a write from another site', async () => {
    const response = await post('/shopper/wishlist', { productId: '5' }, '', { origin: 'https://elsewhere.example' });
    expect(response.statusCode).toBe(403);
    expect(response.json().message).toBe('This request must come from a page of this store.');
  });
});

describe('the forms', () => {
  it('adds a product to the cart once and answers 303 back to the page named', async () => {
    const first = await post('/shopper/cart', { productId: String(licensed.id), license: 'Extended', back: `/product-detail/${licensed.id}` });
    expect(first.statusCode).toBe(303);
    expect(first.headers.location).toBe(`/product-detail/${licensed.id}`);
    const cookie = shopperCookieOf(first.headers['set-cookie']);
    await post('/shopper/cart', { productId: String(licensed.id), license: 'Extended' }, cookie);
    const { cart } = await record(cookie);
    expect(cart).toHaveLength(1);
    expect(cart[0]).toMatchObject({ id: licensed.id, quantity: 1, selectedLicense: 'Extended' });
  });

  it('keeps the size chosen, and a second size is a second line', async () => {
    const [small, large] = withSizes.sizes!;
    const first = await post('/shopper/cart', { productId: String(withSizes.id), size: small, quantity: '3' });
    const cookie = shopperCookieOf(first.headers['set-cookie']);
    await post('/shopper/cart', { productId: String(withSizes.id), size: large }, cookie);
    const { cart } = await record(cookie);
    expect(cart.map((line: { size: string; quantity: number }) => [line.size, line.quantity])).toEqual([
      [small, 3],
      [large, 1],
    ]);
  });

  it('refuses a quantity that is not a positive whole number, an unknown tier and an unknown product, changing nothing', async () => {
    const quantity = await post('/shopper/cart', { productId: String(licensed.id), quantity: '0' });
    expect(quantity.statusCode).toBe(400);
    expect(quantity.json().message).toBe('Quantity must be a positive whole number.');
    const tier = await post('/shopper/cart', { productId: String(licensed.id), license: 'Gold' });
    expect(tier.json().message).toBe('Please select a license type');
    expect((await post('/shopper/cart', { productId: '999999' })).statusCode).toBe(404);
    expect(quantity.headers['set-cookie']).toBeUndefined();
  });

  it('changes a line quantity and removes a line by its key', async () => {
    const first = await post('/shopper/cart', { productId: String(licensed.id) });
    const cookie = shopperCookieOf(first.headers['set-cookie']);
    const line = JSON.stringify([licensed.id, 'standard', '', '']);
    await post('/shopper/cart/quantity', { line, quantity: '4' }, cookie);
    expect((await record(cookie)).cart[0].quantity).toBe(4);
    // The − and + buttons name the quantity they set; the typed one is sent beside it, and wins when it was changed.
    await post('/shopper/cart/quantity', { line, quantity: '4', setQuantity: '5' }, cookie);
    expect((await record(cookie)).cart[0].quantity).toBe(5);
    await post('/shopper/cart/quantity', { line, quantity: '8', setQuantity: '4' }, cookie);
    expect((await record(cookie)).cart[0].quantity).toBe(8);
    expect((await post('/shopper/cart/quantity', { line, quantity: '-2' }, cookie)).statusCode).toBe(400);
    await post('/shopper/cart/remove', { line }, cookie);
    expect((await record(cookie)).cart).toEqual([]);
  });

  it('changes a line tier, merging it into a line already of that tier, and refuses a tier the product does not offer', async () => {
    const first = await post('/shopper/cart', { productId: String(licensed.id), license: 'Standard', quantity: '2' });
    const cookie = shopperCookieOf(first.headers['set-cookie']);
    await post('/shopper/cart', { productId: String(licensed.id), license: 'Premium', quantity: '3' }, cookie);
    const standard = JSON.stringify([licensed.id, 'standard', '', '']);
    const refused = await post('/shopper/cart/license', { line: standard, license: 'Gold', back: '/cart' }, cookie);
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toBe('Please select a license type');
    expect((await record(cookie)).cart).toHaveLength(2);
    const changed = await post('/shopper/cart/license', { line: standard, license: 'premium', back: '/cart' }, cookie);
    expect(changed.statusCode).toBe(303);
    expect(changed.headers.location).toBe('/cart');
    expect((await record(cookie)).cart.map((line: { selectedLicense: string; quantity: number }) => [line.selectedLicense, line.quantity])).toEqual([
      ['Premium', 5],
    ]);
  });

  it("moves a wishlist item to the cart with the cart's defaults, and off the wishlist", async () => {
    const first = await post('/shopper/wishlist', { productId: String(licensed.id) });
    const cookie = shopperCookieOf(first.headers['set-cookie']);
    const moved = await post('/shopper/wishlist/move', { productId: String(licensed.id), back: '/wish-list' }, cookie);
    expect(moved.statusCode).toBe(303);
    expect(moved.headers.location).toBe('/wish-list');
    const after = await record(cookie);
    expect(after.wishlist).toEqual([]);
    expect(after.cart).toEqual([expect.objectContaining({ id: licensed.id, quantity: 1, selectedLicense: 'Standard' })]);
    expect((await post('/shopper/wishlist/move', { productId: '999999999' }, cookie)).statusCode).toBe(404);
  });

  it('toggles the wishlist and adds to the compare list, as the card buttons do', async () => {
    const first = await post('/shopper/wishlist', { productId: '12' });
    const cookie = shopperCookieOf(first.headers['set-cookie']);
    await post('/shopper/compare', { productId: '12' }, cookie);
    expect(await record(cookie)).toMatchObject({ wishlist: [12], compare: [12] });
    await post('/shopper/wishlist', { productId: '12' }, cookie);
    await post('/shopper/compare', { productId: '12' }, cookie);
    expect(await record(cookie)).toMatchObject({ wishlist: [], compare: [12] });
  });

  it('changes the currency in the record and in the cookie the page is rendered in', async () => {
    const response = await post('/shopper/currency', { currency: 'NGN', back: '/store?page=2' });
    expect(response.headers.location).toBe('/store?page=2');
    expect([response.headers['set-cookie']].flat().join('\n')).toMatch(/^currency=NGN;/m);
    expect((await record(shopperCookieOf(response.headers['set-cookie']))).currency).toBe('NGN');
    expect((await post('/shopper/currency', { currency: 'EUR' })).statusCode).toBe(400);
  });

  it('goes back only to a page of this site', async () => {
    expect((await post('/shopper/wishlist', { productId: '3', back: '//evil.example/x' })).headers.location).toBe('/');
    expect((await post('/shopper/wishlist', { productId: '3' }, '', { referer: 'http://localhost:80/cart?x=1' })).headers.location).toBe('/cart?x=1');
  });
});
