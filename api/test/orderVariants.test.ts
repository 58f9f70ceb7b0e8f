// A line's size and colour are part of the order. place_order checks them against the product's own,
// stores them with the line and the order views return them; a refused order stores nothing.
import './support/nativeEsmPackages';
import { generateCatalog } from '../src/catalog/generateCatalog';
import { storedOrderCounts } from './support/orderCounts';
import { orderPayload } from './support/orderPayload';
import { APP_START_TIMEOUT_MS, type TestApp, startTestApp } from './support/testApp';

let testApp: TestApp;
const catalog = generateCatalog().products;
const apparel = catalog.find((product) => product.inStock && product.sizes?.includes('M') && product.sizes.includes('L') && (product.colors?.length ?? 0) > 1)!;
const plain = catalog.find((product) => product.inStock && !product.sizes && (product.colors?.length ?? 0) === 0 && product.id <= 340)!; // 341 on are licensed downloads

beforeAll(async () => {
  testApp = await startTestApp({ rateLimit: { max: 1000, timeWindowMs: 60_000 } });
}, APP_START_TIMEOUT_MS);
afterAll(() => testApp?.close());

const placeOrder = (payload: object) => testApp.app.inject({ method: 'POST', url: '/api/v1/web/place_order', payload });

async function expectRefusal(payload: object, message: string) {
  const before = await storedOrderCounts(testApp.app.db);
  const response = await placeOrder(payload);
  expect(response.statusCode).toBe(400);
  expect(response.json().message).toBe(message);
  expect(await storedOrderCounts(testApp.app.db)).toEqual(before);
}

describe('place_order with sizes and colours', () => {
  it('stores two sizes of one product as two lines and returns them in the order lookup, in full and masked', async () => {
    const colour = apparel.colors![1].name;
    const payload = await orderPayload(
      testApp.app,
      [
        { productId: apparel.id, size: 'M', color: colour },
        { productId: apparel.id, size: 'L', color: colour, quantity: 2 },
      ],
      {
        paymentMethod: 'no-payment',
      },
    );
    const placed = await placeOrder(payload);
    expect(placed.statusCode).toBe(201);
    const orderId = placed.json().order_id;

    const lookup = await testApp.app.inject({ url: `/api/v1/web/orders/${orderId}` });
    expect(lookup.json().order.order_items).toEqual([
      expect.objectContaining({ title: apparel.title, size: 'M', color: colour, quantity: 1 }),
      expect.objectContaining({ title: apparel.title, size: 'L', color: colour, quantity: 2 }),
    ]);
    const masked = await testApp.app.inject({ url: `/api/v1/web/orders/${orderId}` });
    expect(masked.json().order.order_items.map((item: { size: string }) => item.size)).toEqual(['M', 'L']);
  });

  it('a product without sizes or colours has null for both', async () => {
    const placed = await placeOrder(await orderPayload(testApp.app, [{ productId: plain.id }], { paymentMethod: 'no-payment' }));
    expect(placed.statusCode).toBe(201);
    const lookup = await testApp.app.inject({ url: `/api/v1/web/orders/${placed.json().order_id}` });
    expect(lookup.json().order.order_items).toEqual([expect.objectContaining({ size: null, color: null })]);
  });

  it('refuses a size the product does not come in, and stores nothing', async () => {
    const payload = await orderPayload(testApp.app, [{ productId: apparel.id, size: 'XXXL' }]);
    await expectRefusal(payload, `body/items/0/size "XXXL" is not offered: product ${apparel.id} comes in sizes ${apparel.sizes!.join(', ')}`);
  });

  it('refuses a colour the product does not come in', async () => {
    const payload = await orderPayload(testApp.app, [{ productId: apparel.id, color: 'Plaid' }]);
    await expectRefusal(
      payload,
      `body/items/0/color "Plaid" is not offered: product ${apparel.id} comes in colours ${apparel.colors!.map((c) => c.name).join(', ')}`,
    );
  });

  it('requires a size for a product that has sizes', async () => {
    const payload = await orderPayload(testApp.app, [{ productId: apparel.id, size: null }]);
    await expectRefusal(payload, `body/items/0/size is required: product ${apparel.id} comes in sizes ${apparel.sizes!.join(', ')}`);
  });

  it('refuses a size for a product that has none', async () => {
    const payload = await orderPayload(testApp.app, [{ productId: plain.id, size: 'M' }]);
    await expectRefusal(payload, `body/items/0/size must be null: product ${plain.id} has no sizes`);
  });

  it('refuses the same product, license, size and colour twice (the cart keeps them as one line)', async () => {
    const payload = await orderPayload(testApp.app, [
      { productId: apparel.id, size: 'M' },
      { productId: apparel.id, size: 'M' },
    ]);
    await expectRefusal(payload, 'body/items/1 repeats body/items/0: one product in one license, size and colour is one line');
  });
});
