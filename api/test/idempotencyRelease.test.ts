// An Idempotency-Key whose first request failed before an order was stored is released, so the shopper's honest retry
// with the same key is placed — whatever refused the first request: the edge schema, an order rule, a
// price mismatch, a payment method the store cannot take, or a payment provider that is down.
import './support/nativeEsmPackages';
import { eq } from 'drizzle-orm';
import { idempotencyKeys } from '../src/db/schema';
import { type FakePaystack, startFakePaystack } from './fakes/fakePaystack';
import { storedOrderCounts } from './support/orderCounts';
import { type OrderPayload, orderPayload } from './support/orderPayload';
import { APP_START_TIMEOUT_MS, type TestApp, startTestApp } from './support/testApp';

const SECRET = 'sk_test_idempotency_release_0123';
let paystack: FakePaystack;
let testApp: TestApp;

beforeAll(async () => {
  paystack = await startFakePaystack(SECRET);
  // As in production: Paystack configured, PayPal not (so it is not offered), no sandbox.
  testApp = await startTestApp({
    rateLimit: { max: 1000, timeWindowMs: 60_000 },
    payments: { sandbox: false, paystack: { secretKey: SECRET, baseUrl: paystack.url } },
  });
}, APP_START_TIMEOUT_MS);
afterAll(async () => {
  await testApp?.close();
  await paystack?.close();
});

const placeOrder = (payload: unknown, key: string) =>
  testApp.app.inject({ method: 'POST', url: '/api/v1/web/place_order', payload: payload as object, headers: { 'idempotency-key': key } });

interface FailedFirstRequest {
  status: number;
  message: RegExp;
  /** Turns the shopper's correct order into the first, failing request (or makes the world fail it). */
  spoil: (payload: OrderPayload) => unknown;
}

const failures: Record<string, FailedFirstRequest> = {
  'refused at the edge (400, invalid e-mail)': {
    status: 400,
    message: /^body\/customer\/email/,
    spoil: (payload) => ({ ...payload, customer: { ...payload.customer, email: 'not-an-email' } }),
  },
  'refused by an order rule (400, blank first name)': {
    status: 400,
    message: /customer\/firstName/,
    spoil: (payload) => ({ ...payload, customer: { ...payload.customer, firstName: '   ' } }),
  },
  'refused for changed prices (409)': {
    status: 409,
    message: /^Prices have changed/,
    spoil: (payload) => ({ ...payload, items: [{ ...payload.items[0], unitPrice: 1, totalPrice: 1 }], totals: { ...payload.totals, subtotal: 1, total: 1 } }),
  },
  'refused for a payment method the store cannot take (422)': {
    status: 422,
    message: /PAYPAL_CLIENT_ID and PAYPAL_CLIENT_SECRET are not configured/,
    spoil: (payload) => ({ ...payload, paymentMethod: 'paypal' }),
  },
  'failed because the payment provider is down (502)': {
    status: 502,
    message: /payment provider is not available/,
    spoil: (payload) => {
      paystack.failNext('5xx');
      return payload;
    },
  },
};

describe.each(Object.entries(failures))('a first request %s', (name, { status, message, spoil }) => {
  it('stores nothing, releases the key, and the retry with the same key is placed once', async () => {
    const key = `release-${name.replace(/\W+/g, '-')}`;
    const order = await orderPayload(testApp.app, [{ productId: 341, license: 'Standard' }]);
    const before = await storedOrderCounts(testApp.app.db);

    const first = await placeOrder(spoil(order), key);
    expect(first.statusCode).toBe(status);
    expect(first.json().message).toMatch(message);
    expect(await storedOrderCounts(testApp.app.db)).toEqual(before);
    expect(await testApp.app.db.select().from(idempotencyKeys).where(eq(idempotencyKeys.key, key))).toEqual([]);

    const retry = await placeOrder(order, key);
    expect(retry.statusCode).toBe(201);
    expect(retry.json()).toMatchObject({ success: true, payment_url: expect.stringContaining('paystack') });

    // The key now belongs to the stored order: a repeat is answered from it, not placed again.
    const repeat = await placeOrder(order, key);
    expect(repeat.headers['idempotent-replayed']).toBe('true');
    expect(repeat.json()).toEqual(retry.json());
    expect((await storedOrderCounts(testApp.app.db)).orders).toBe(before.orders + 1);
  });
});
