// The catalogue in the console: list and search, edits of title, prices (per tier: exactly the
// product's tiers), stock, category and visibility — each served by the storefront's API at once and audited — and
// picture uploads decoded and resized by sharp into the widths the store serves.
import './support/nativeEsmPackages';
import { and, count, eq } from 'drizzle-orm';
import sharp from 'sharp';
import type { AdminProduct, ProductList } from '@storefront/shared/schemas/admin';
import { auditLog } from '../src/admin/adminTables';
import { productPrices, products } from '../src/db/schema';
import { ADMIN, OWNER, STAFF, STORE_ORIGIN, type SignedIn, adminCall, signIn } from './support/adminSession';
import { orderPayload } from './support/orderPayload';
import { APP_START_TIMEOUT_MS, type TestApp, startTestApp } from './support/testApp';

jest.setTimeout(30_000);

let testApp: TestApp;
let staff: SignedIn;

beforeAll(async () => {
  testApp = await startTestApp({ rateLimit: { max: 10_000, timeWindowMs: 60_000 } });
  staff = await signIn(testApp.app, STAFF);
  await signIn(testApp.app, OWNER);
}, APP_START_TIMEOUT_MS);
afterAll(() => testApp?.close());

const app = () => testApp.app;
const web = (path: string) => app().inject(`/api/v1/web${path}`);
const patch = (id: number, payload: object) => adminCall(app(), staff, { method: 'PATCH', url: `products/${id}`, payload });
const auditCount = async () => (await app().db.select({ n: count() }).from(auditLog))[0].n;

describe('GET /products and /categories', () => {
  it('lists products a page at a time, searched by title or id, filtered by category and visibility', async () => {
    const first = await adminCall(app(), staff, { url: 'products?pageSize=10' });
    expect(first.statusCode).toBe(200);
    const page: ProductList = first.json();
    expect(page).toMatchObject({ page: 1, pageSize: 10, total: 364, totalPages: 37 });
    expect(page.items[0]).toEqual({
      id: 1,
      title: expect.any(String),
      categoryName: expect.any(String),
      price: expect.any(Number),
      inStock: expect.any(Boolean),
      available: expect.any(Number),
      visible: true,
      thumbnailUrl: '/media/products/1/front-160.webp',
    });
    const byId: ProductList = (await adminCall(app(), staff, { url: 'products?q=341' })).json();
    expect(byId.items.map((item) => item.id)).toContain(341);
    const title = page.items[0].title;
    const byTitle: ProductList = (await adminCall(app(), staff, { url: `products?q=${encodeURIComponent(title.toUpperCase())}` })).json();
    expect(byTitle.items.map((item) => item.id)).toContain(1);
    const digital: ProductList = (await adminCall(app(), staff, { url: 'products?category=Digital%20Audio&pageSize=100' })).json();
    expect(digital.total).toBe(24);
    expect(digital.items[0].price).toBe(29.99);
    expect((await adminCall(app(), staff, { url: 'products?visibility=hidden' })).json().total).toBe(0);
    expect((await adminCall(app(), staff, { url: 'products?visibility=secret' })).statusCode).toBe(400);
  });

  it('lists the categories with how many products each has', async () => {
    const response = await adminCall(app(), staff, { url: 'categories' });
    expect(response.statusCode).toBe(200);
    const { items } = response.json() as { items: { name: string; productCount: number }[] };
    expect(items).toHaveLength(15);
    expect(items.reduce((sum, item) => sum + item.productCount, 0)).toBe(364);
    expect(items.find((item) => item.name === 'Digital Audio')?.productCount).toBe(24);
  });
});

describe('GET /products/:id', () => {
  it('shows the product with its tiers, picture and storefront page', async () => {
    const product: AdminProduct = (await adminCall(app(), staff, { url: 'products/341' })).json();
    expect(product).toMatchObject({
      id: 341,
      categoryName: 'Digital Audio',
      imageUrl: '/media/products/341/front-800.webp',
      imageUploaded: false,
      storefrontUrl: 'http://localhost:3000/product-detail/341',
      prices: [
        { licenseType: 'Standard', usdAmount: 29.99, ngnAmount: 22499.25 },
        { licenseType: 'Extended', usdAmount: 199.99, ngnAmount: 149999.25 },
        { licenseType: 'Premium', usdAmount: 499.99, ngnAmount: 374999.25 },
      ],
    });
  });

  it('answers 404 for an unknown product and 400 for an id that is not a number', async () => {
    expect((await adminCall(app(), staff, { url: 'products/99999' })).json()).toEqual({ message: 'Product not found' });
    const bad = await adminCall(app(), staff, { url: 'products/abc' });
    expect([bad.statusCode, bad.json()]).toEqual([400, { message: 'params/id must be integer' }]);
  });
});

describe('PATCH /products/:id', () => {
  it('changes the price, served by the storefront immediately after, and audits before and after', async () => {
    const before = (await web('/products/5')).json();
    const response = await patch(5, { price: 12.34, available: 7, inStock: true });
    expect(response.statusCode).toBe(200);
    expect(response.json().product).toMatchObject({ id: 5, price: 12.34, available: 7 });
    const after = (await web('/products/5')).json();
    expect(after.price).toBe(12.34);
    expect(after.available).toBe(7);
    expect((await web('/products')).json().find((product: { id: number }) => product.id === 5).price).toBe(12.34);

    const [entry] = await app()
      .db.select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'product.update'), eq(auditLog.targetId, '5')));
    expect(entry).toMatchObject({ operatorId: staff.operatorId, targetType: 'product' });
    expect(entry.before).toEqual({ price: before.price, available: before.available });
    expect(entry.after).toEqual({ price: 12.34, available: 7 });
  });

  it('changes the amounts of every tier of a licensed product, and place_order charges them', async () => {
    const prices = [
      { licenseType: 'Standard', usdAmount: 19.99, ngnAmount: 14999 },
      { licenseType: 'Extended', usdAmount: 149.99, ngnAmount: 112499 },
      { licenseType: 'Premium', usdAmount: 399.99, ngnAmount: 299999 },
    ];
    expect((await patch(342, { prices, title: '  Night Drive Pack  ' })).statusCode).toBe(200);
    const served = (await web('/products/342')).json();
    expect(served.title).toBe('Night Drive Pack');
    expect(served.prices).toEqual([
      { license_type: 'Standard', usd_amount: 19.99, ngn_amount: 14999 },
      { license_type: 'Extended', usd_amount: 149.99, ngn_amount: 112499 },
      { license_type: 'Premium', usd_amount: 399.99, ngn_amount: 299999 },
    ]);
    const payload = await orderPayload(app(), [{ productId: 342, license: 'Extended' }], { paymentMethod: 'no-payment' });
    expect(payload.totals.total).toBe(149.99);
    expect((await app().inject({ method: 'POST', url: '/api/v1/web/place_order', payload })).statusCode).toBe(201);
  });

  it('answers 400 with a message for bad edits and stores nothing', async () => {
    const auditBefore = await auditCount();
    const stored = async () => ({
      product: (await app().db.select().from(products).where(eq(products.id, 343)))[0],
      prices: await app().db.select().from(productPrices).where(eq(productPrices.productId, 343)),
    });
    const before = await stored();
    const twoTiers = [
      { licenseType: 'Standard', usdAmount: 1, ngnAmount: 750 },
      { licenseType: 'Premium', usdAmount: 2, ngnAmount: 1500 },
    ];
    const cases: [number, object, string][] = [
      [343, {}, 'body must NOT have fewer than 1 properties'],
      [343, { title: '   ' }, 'body/title must not be blank'],
      [343, { title: 'x'.repeat(201) }, 'body/title must NOT have more than 200 characters'],
      [343, { price: -1 }, 'body/price must be >= 0'],
      [343, { price: 1.234 }, 'body/price must be multiple of 0.01'],
      [343, { price: '5' }, 'body/price must be number'],
      [343, { available: 1.5 }, 'body/available must be integer'],
      [343, { categoryName: 'Spaceships' }, expect.stringMatching(/^body\/categoryName must be one of the shop's categories: .*Digital Audio/)],
      [343, { prices: twoTiers }, "body/prices must name each of the product's tiers once: Standard, Extended, Premium"],
      [343, { prices: [...twoTiers, twoTiers[0]] }, "body/prices must name each of the product's tiers once: Standard, Extended, Premium"],
      [1, { prices: twoTiers }, 'body/prices must be left out: product 1 is not sold under license tiers'],
      [343, { title: 'ok', colour: 'red' }, 'body must not have the unknown field "colour"'],
      [343, { description: 'bad \u0000 byte' }, 'body/description must not contain the character U+0000'],
      [99999, { title: 'ok' }, 'Product not found'],
    ];
    for (const [id, payload, message] of cases) {
      const response = await patch(id, payload);
      expect([JSON.stringify(payload).slice(0, 60), response.statusCode === 400 || response.statusCode === 404, response.json()]).toEqual([
        JSON.stringify(payload).slice(0, 60),
        true,
        { message },
      ]);
    }
    expect(await stored()).toEqual(before);
    expect(await auditCount()).toBe(auditBefore);
  });

  it('hides a product from the storefront (lists, featured, search, its page) and refuses new orders for it; past orders keep it', async () => {
    const featured = (await web('/featured_products')).json() as { id: number }[];
    const id = featured[2].id;
    const payload = await orderPayload(app(), [{ productId: id }], { paymentMethod: 'no-payment' });
    const placed = await app().inject({ method: 'POST', url: '/api/v1/web/place_order', payload });
    expect(placed.statusCode).toBe(201);

    const hidden = await patch(id, { visible: false });
    expect(hidden.json().product.visible).toBe(false);
    expect((await web(`/products/${id}`)).statusCode).toBe(404);
    expect(((await web('/products')).json() as { id: number }[]).some((product) => product.id === id)).toBe(false);
    expect(((await web('/featured_products')).json() as { id: number }[]).some((product) => product.id === id)).toBe(false);
    expect((await adminCall(app(), staff, { url: 'products?visibility=hidden' })).json().items.map((item: { id: number }) => item.id)).toEqual([id]);

    const refused = await app().inject({ method: 'POST', url: '/api/v1/web/place_order', payload });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toBe(
      `body/items/0/productId: ${payload.items[0].title} (product ${id}) is not sold any more. Please remove it from your cart.`,
    );

    const past = await app().inject({ url: `/api/v1/web/orders/${placed.json().order_id}` });
    expect(past.statusCode).toBe(200);
    expect(past.json().order.order_items[0].title).toBe(payload.items[0].title);

    expect((await patch(id, { visible: true })).statusCode).toBe(200);
    expect((await web(`/products/${id}`)).statusCode).toBe(200);
  });
});

describe('PUT and DELETE /products/:id/image', () => {
  const picture = (width: number, height: number, format: 'png' | 'jpeg' | 'webp' = 'png') =>
    sharp({ create: { width, height, channels: 3, background: { r: 200, g: 40, b: 90 } } })
      .toFormat(format)
      .toBuffer();

  function upload(id: number, file: Buffer, options: { field?: string; filename?: string; type?: string; session?: SignedIn } = {}) {
    const boundary = '----admin-test-boundary';
    const body = Buffer.concat([
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${options.field ?? 'image'}"; filename="${options.filename ?? 'picture.png'}"\r\n` +
          `Content-Type: ${options.type ?? 'image/png'}\r\n\r\n`,
      ),
      file,
      Buffer.from(`\r\n--${boundary}--\r\n`),
    ]);
    const session = options.session ?? staff;
    return app().inject({
      method: 'PUT',
      url: `${ADMIN}/products/${id}/image`,
      headers: { origin: STORE_ORIGIN, cookie: session.cookie, 'x-csrf-token': session.csrfToken, 'content-type': `multipart/form-data; boundary=${boundary}` },
      payload: body,
    });
  }

  it('makes every served width from the upload, under a content-hashed URL the storefront shows at once', async () => {
    const response = await upload(7, await picture(1200, 900, 'jpeg'), { type: 'application/octet-stream', filename: 'x.bin' });
    expect(response.statusCode).toBe(200);
    const product: AdminProduct = response.json().product;
    expect(product.imageUploaded).toBe(true);
    expect(product.imageUrl).toMatch(/^\/media\/products\/7\/upload-[0-9a-f]{16}-800\.webp$/);
    expect(product.thumbnailUrl).toBe(product.imageUrl.replace('-800.webp', '-160.webp'));

    for (const width of [800, 400, 160]) {
      const served = await app().inject(product.imageUrl.replace('-800.webp', `-${width}.webp`));
      expect(served.statusCode).toBe(200);
      expect(served.headers['content-type']).toBe('image/webp');
      expect(served.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      const size = await sharp(served.rawPayload).metadata();
      expect([size.format, size.width, size.height]).toEqual(['webp', width, width]);
    }
    const shown = (await web('/products/7')).json();
    expect(shown.image_url).toBe(product.imageUrl);
    expect(shown.images).toEqual([
      {
        label: 'Front',
        src: product.imageUrl,
        srcSet: [800, 400, 160].map((width) => `${product.imageUrl.replace('-800.webp', `-${width}.webp`)} ${width}w`).join(', '),
        thumbSrc: product.thumbnailUrl,
      },
    ]);
    const [entry] = await app()
      .db.select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'product.image-upload'), eq(auditLog.targetId, '7')));
    expect(entry.before).toEqual({ imageUrl: '/media/products/7/front-800.webp' });
    expect(entry.after).toEqual({ imageUrl: product.imageUrl });

    // Another picture is another URL: what browsers cached for the first stays right.
    const second = (await upload(7, await picture(600, 600, 'webp'))).json().product as AdminProduct;
    expect(second.imageUrl).not.toBe(product.imageUrl);
    expect((await app().inject(product.imageUrl)).statusCode).toBe(200);

    const removed = await adminCall(app(), staff, { method: 'DELETE', url: 'products/7/image' });
    expect(removed.statusCode).toBe(200);
    expect(removed.json().product).toMatchObject({ imageUploaded: false, imageUrl: '/media/products/7/front-800.webp' });
    expect((await web('/products/7')).json().imgHover).toBe('/media/products/7/back-800.webp');
    expect(
      (
        await app()
          .db.select()
          .from(auditLog)
          .where(and(eq(auditLog.action, 'product.image-remove'), eq(auditLog.targetId, '7')))
      ).length,
    ).toBe(1);
  });

  it('refuses a picture too small, a file that is not a picture whatever its type says, a file over 5 MB, and a wrong field', async () => {
    const before = (await web('/products/8')).json().image_url;
    const tooSmall = await upload(8, await picture(399, 800));
    expect([tooSmall.statusCode, tooSmall.json()]).toEqual([400, { message: 'The picture is 399 × 800 px; it must be at least 400 px on each side.' }]);
    const text = await upload(8, Buffer.from('this is not a picture at all, only text'), { type: 'image/png' });
    expect([text.statusCode, text.json()]).toEqual([400, { message: 'The file is not a PNG, JPEG or WebP picture.' }]);
    const gif = await upload(
      8,
      await sharp({ create: { width: 500, height: 500, channels: 3, background: '#fff' } })
        .gif()
        .toBuffer(),
      { type: 'image/png' },
    );
    expect(gif.statusCode).toBe(400);
    const huge = await upload(8, Buffer.alloc(5 * 1024 * 1024 + 10, 1));
    expect([huge.statusCode, huge.json()]).toEqual([413, { message: 'The picture is larger than 5 MB.' }]);
    const wrongField = await upload(8, await picture(500, 500), { field: 'photo' });
    expect([wrongField.statusCode, wrongField.json()]).toEqual([
      400,
      { message: 'Send the picture as multipart/form-data with one file field named "image".' },
    ]);
    const json = await adminCall(app(), staff, { method: 'PUT', url: 'products/8/image', payload: { image: 'x' } });
    expect(json.statusCode).toBe(415);
    expect((await upload(99999, await picture(500, 500))).statusCode).toBe(404);
    expect((await web('/products/8')).json().image_url).toBe(before);
  });
});
