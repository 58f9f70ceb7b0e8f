// POST /place_order: server-side pricing, the price-mismatch refusal and what gets stored (SPEC §3, §7, §9).
import './support/nativeEsmPackages';
import { eq } from 'drizzle-orm';
import { idempotencyKeys, orderItems, orders } from '../src/db/schema';
import { requestFingerprint } from '../src/orders/requestFingerprint';
import { storedOrderCounts } from './support/orderCounts';
import { type OrderPayload, orderPayload } from './support/orderPayload';
import { APP_START_TIMEOUT_MS, type TestApp, startTestApp } from './support/testApp';

let testApp: TestApp;

beforeAll(async () => {
  testApp = await startTestApp();
}, APP_START_TIMEOUT_MS);
afterAll(() => testApp?.close());

const placeOrder = (payload: unknown, headers: Record<string, string> = {}) =>
  testApp.app.inject({ method: 'POST', url: '/api/v1/web/place_order', payload: payload as object, headers });

describe('a correctly priced order', () => {
  it('is stored as pending with an unguessable id, and answered as SPEC §7 says', async () => {
    const payload = await orderPayload(testApp.app, [
      { productId: 1, quantity: 2 },
      { productId: 341, license: 'Extended' },
    ]);
    const response = await placeOrder(payload);

    expect(response.statusCode).toBe(201);
    const body = response.json();
    expect(body).toEqual({
      success: true,
      order_id: expect.stringMatching(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/),
      // No Paystack credentials in this app: the built-in sandbox provider's payment page.
      payment_url: expect.stringMatching(/^http:\/\/localhost:3000\/api\/v1\/web\/sandbox\/checkout\/sbx_[0-9a-f]{32}$/),
      message: 'Order placed successfully',
    });

    const [order] = await testApp.app.db.select().from(orders).where(eq(orders.id, body.order_id));
    expect(order).toMatchObject({ status: 'pending', currency: 'USD', paymentMethod: 'paystack', customerEmail: 'ada@example.com' });
    expect(order.total).toBe(payload.totals.total.toFixed(2));
    const lines = await testApp.app.db.select().from(orderItems).where(eq(orderItems.orderId, body.order_id));
    expect(lines.map((line) => [line.productId, line.licenseType, line.quantity, line.unitPrice])).toEqual([
      [1, null, 2, payload.items[0].unitPrice.toFixed(2)],
      [341, 'Extended', 1, '199.99'],
    ]);
  });

  it('stores the catalogue title, not the one the browser sent', async () => {
    const payload = await orderPayload(testApp.app, [{ productId: 2 }]);
    payload.items[0].title = 'Something else entirely';
    const { order_id: orderId } = (await placeOrder(payload)).json();
    const [line] = await testApp.app.db.select().from(orderItems).where(eq(orderItems.orderId, orderId));
    expect(line.title).not.toBe('Something else entirely');
  });

  it('prices physical products × 750 in NGN and licensed products at their NGN license price', async () => {
    const payload = await orderPayload(
      testApp.app,
      [
        { productId: 5, quantity: 3 },
        { productId: 342, license: 'Premium' },
      ],
      {
        currency: 'NGN',
      },
    );
    const response = await placeOrder(payload);
    expect(response.statusCode).toBe(201);
    const [line1, line2] = await testApp.app.db
      .select()
      .from(orderItems)
      .where(eq(orderItems.orderId, response.json().order_id))
      .orderBy(orderItems.lineNumber);
    const product5 = (await testApp.app.inject('/api/v1/web/products/5')).json();
    expect(Number(line1.unitPrice)).toBeCloseTo(product5.price * 750, 2);
    expect(line2.unitPrice).toBe('374999.25');
  });
});

describe('an order whose prices differ from the server', () => {
  async function expectMismatch(tamper: (payload: OrderPayload) => void) {
    const payload = await orderPayload(testApp.app, [{ productId: 341, license: 'Standard', quantity: 2 }, { productId: 7 }]);
    tamper(payload);
    const before = await storedOrderCounts(testApp.app.db);
    const response = await placeOrder(payload);

    expect(response.statusCode).toBe(409);
    const body = response.json();
    expect(body).toMatchObject({ success: false, message: 'Prices have changed. Please review your cart.', code: 'PRICE_MISMATCH' });
    expect(body.items[0]).toEqual({
      productId: 341,
      title: expect.any(String),
      quantity: 2,
      selectedLicense: 'Standard',
      unitPrice: 29.99,
      totalPrice: 59.98,
      currency: 'USD',
    });
    expect(await storedOrderCounts(testApp.app.db)).toEqual(before);
  }

  it('is refused with the server prices when a unit price is lowered', () =>
    expectMismatch((payload) => {
      payload.items[0].unitPrice = 0.99;
      payload.items[0].totalPrice = 1.98;
    }));

  it('is refused when a line total does not match', () => expectMismatch((payload) => (payload.items[1].totalPrice += 1)));

  it('is refused when the order total does not match', () =>
    expectMismatch((payload) => {
      payload.totals.total = 1;
    }));

  it('is refused when the browser invents a tax or discount', () =>
    expectMismatch((payload) => {
      payload.totals.discount = 10;
    }));

  it('tolerates differences up to half a cent', async () => {
    const payload = await orderPayload(testApp.app, [{ productId: 341, license: 'Standard' }]);
    payload.items[0].unitPrice += 0.004;
    expect((await placeOrder(payload)).statusCode).toBe(201);
  });
});

describe('Idempotency-Key', () => {
  it('answers a repeated request with the first answer and stores one order', async () => {
    const payload = await orderPayload(testApp.app, [{ productId: 3 }]);
    const headers = { 'idempotency-key': 'checkout-attempt-1' };
    const before = await storedOrderCounts(testApp.app.db);

    const first = await placeOrder(payload, headers);
    const second = await placeOrder(payload, headers);

    expect(first.statusCode).toBe(201);
    expect(second.statusCode).toBe(201);
    expect(second.json()).toEqual(first.json());
    expect(second.headers['idempotent-replayed']).toBe('true');
    expect((await storedOrderCounts(testApp.app.db)).orders).toBe(before.orders + 1);
  });

  it('stores one order when the same request races itself', async () => {
    const payload = await orderPayload(testApp.app, [{ productId: 4 }]);
    const headers = { 'idempotency-key': 'double-click' };
    const before = await storedOrderCounts(testApp.app.db);
    const answers = await Promise.all([placeOrder(payload, headers), placeOrder(payload, headers), placeOrder(payload, headers)]);
    expect(new Set(answers.map((answer) => answer.json().order_id)).size).toBe(1);
    expect((await storedOrderCounts(testApp.app.db)).orders).toBe(before.orders + 1);
  });

  it('refuses the same key with a different body', async () => {
    const headers = { 'idempotency-key': 'checkout-attempt-2' };
    await placeOrder(await orderPayload(testApp.app, [{ productId: 3 }]), headers);
    const response = await placeOrder(await orderPayload(testApp.app, [{ productId: 3, quantity: 2 }]), headers);
    expect(response.statusCode).toBe(409);
    expect(response.json().message).toMatch(/already used for a different order/);
  });

  it('lets a refused request be retried with the same key once the prices are right', async () => {
    const headers = { 'idempotency-key': 'checkout-attempt-3' };
    const stale = await orderPayload(testApp.app, [{ productId: 6 }]);
    stale.items[0].unitPrice = 1;
    expect((await placeOrder(stale, headers)).statusCode).toBe(409);
    expect((await placeOrder(await orderPayload(testApp.app, [{ productId: 6 }]), headers)).statusCode).toBe(201);
  });

  it('gives a key whose first request died half-way (order stored, no answer) to a retry after five minutes', async () => {
    const payload = await orderPayload(testApp.app, [{ productId: 8 }]);
    const halfMade = (await placeOrder(payload)).json().order_id;
    await testApp.app.db.insert(idempotencyKeys).values({
      key: 'died-mid-way',
      requestHash: requestFingerprint(payload),
      orderId: halfMade,
      createdAt: new Date(Date.now() - 6 * 60_000),
    });
    const retry = await placeOrder(payload, { 'idempotency-key': 'died-mid-way' });
    expect(retry.statusCode).toBe(201);
    expect(retry.json().order_id).not.toBe(halfMade);
    expect(await testApp.app.db.select().from(orders).where(eq(orders.id, halfMade))).toEqual([]);
    expect((await placeOrder(payload, { 'idempotency-key': 'died-mid-way' })).json()).toEqual(retry.json());
  });

  it('must be printable ASCII of at most 255 characters', async () => {
    const payload = await orderPayload(testApp.app, [{ productId: 3 }]);
    const response = await placeOrder(payload, { 'idempotency-key': 'x'.repeat(256) });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toMatch(/^headers\/idempotency-key/);
  });
});
