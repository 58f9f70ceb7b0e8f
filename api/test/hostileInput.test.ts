// Input an attacker or a broken client sends gets a 4xx with a message and stores nothing — never a 500:
// U+0000 in any text (PostgreSQL refuses the byte), ids beyond PostgreSQL integers, a malformed Host, a correctly
// signed webhook whose body is JSON null.
import './support/nativeEsmPackages';
import { count } from 'drizzle-orm';
import { contactMessages } from '../src/contact/contactMessagesTable';
import { paystackSignature } from '../src/payments/paystackSignature';
import { storedOrderCounts } from './support/orderCounts';
import { orderPayload } from './support/orderPayload';
import { APP_START_TIMEOUT_MS, type TestApp, startTestApp } from './support/testApp';

const SECRET = 'sk_test_hostile_0123456789';
let testApp: TestApp;
beforeAll(async () => {
  testApp = await startTestApp({
    // As a store started without PUBLIC_BASE_URL: absolute URLs must still never come from the request's Host.
    publicBaseUrl: null,
    rateLimit: { max: 1000, timeWindowMs: 60_000 },
    payments: { paystack: { secretKey: SECRET, baseUrl: 'http://127.0.0.1:9' } },
  });
}, APP_START_TIMEOUT_MS);
afterAll(async () => {
  await testApp?.close();
});

const post = (url: string, payload: unknown, headers: Record<string, string> = {}) =>
  testApp.app.inject({ method: 'POST', url: `/api/v1/web${url}`, payload: payload as object, headers });

async function expect4xx(response: Awaited<ReturnType<typeof post>>, message: string | RegExp) {
  expect(response.statusCode).toBeGreaterThanOrEqual(400);
  expect(response.statusCode).toBeLessThan(500);
  expect(response.json().message).toEqual(typeof message === 'string' ? message : expect.stringMatching(message));
}

test('a contact message with U+0000 is refused and not stored', async () => {
  const [{ before }] = await testApp.app.db.select({ before: count() }).from(contactMessages);
  await expect4xx(
    await post('/contact_messages', { name: 'Ada\u0000', email: 'ada@example.com', message: 'Hello' }),
    'body/name must not be blank or contain the character U+0000',
  );
  await expect4xx(
    await post('/contact_messages', { name: 'Ada', email: 'ada@example.com', message: 'Hi\u0000' }),
    'body/message must not be blank or contain the character U+0000',
  );
  const [{ after }] = await testApp.app.db.select({ after: count() }).from(contactMessages);
  expect(after).toBe(before);
});

test('a payment reference or order id with U+0000 is refused', async () => {
  await expect4xx(await post('/verify_payment', { reference: 'ref\u0000', status: 'success' }), 'body/reference must not contain the character U+0000');
  await expect4xx(await post('/track_order', { orderId: 'abc\u0000', email: 'ada@example.com' }), 'body/orderId must not contain the character U+0000');
});

test('an order id of a lookup with U+0000 answers 4xx, not 500', async () => {
  const response = await testApp.app.inject({ url: '/api/v1/web/orders/abc%00def' });
  expect(response.statusCode).toBeGreaterThanOrEqual(400);
  expect(response.statusCode).toBeLessThan(500);
});

test('a malformed or foreign Host header is refused (421) and stores nothing; X-Forwarded-Host never reaches the payment link', async () => {
  const before = await storedOrderCounts(testApp.app.db);
  const payload = await orderPayload(testApp.app, [{ productId: 1 }], { paymentMethod: 'paypal' });
  for (const host of ['exa mple:99999', '[::1', 'evil.example']) {
    const response = await post('/place_order', payload, { host, 'x-forwarded-host': 'evil.example' });
    expect({ host, status: response.statusCode }).toEqual({ host, status: 421 });
  }
  expect((await storedOrderCounts(testApp.app.db)).orders).toBe(before.orders);
  const placed = await post('/place_order', payload, { host: 'localhost:3000', 'x-forwarded-host': 'evil.example' });
  expect(placed.statusCode).toBe(201);
  expect(String(placed.json().payment_url).startsWith('http://localhost:3000/')).toBe(true);
});

test('an e-mail address a mailto: link would read as fields is refused wherever one is taken: 400 naming the field, nothing stored', async () => {
  const email = 'alice%40example.com?bcc=attacker%40evil.test&x=1@example.com';
  const orders = await storedOrderCounts(testApp.app.db);
  const [{ messages }] = await testApp.app.db.select({ messages: count() }).from(contactMessages);
  const payload = await orderPayload(testApp.app, [{ productId: 1 }], { paymentMethod: 'no-payment' });
  const order = await post('/place_order', { ...payload, customer: { ...payload.customer, email } });
  await expect4xx(order, /^body\/customer\/email must be an e-mail address such as name@example.com/);
  const contact = await post('/contact_messages', { name: 'Alice', email, message: 'Hello' });
  await expect4xx(contact, /^body\/email must be an e-mail address/);
  await expect4xx(await post('/track_order', { orderId: 'x', email }), /^body\/email must be an e-mail address/);
  expect(await storedOrderCounts(testApp.app.db)).toEqual(orders);
  expect((await testApp.app.db.select({ messages: count() }).from(contactMessages))[0].messages).toBe(messages);
});

test('a correctly signed webhook whose body is not a JSON object is refused with 400', async () => {
  for (const body of ['null', '[]', '"charge.success"', '42']) {
    const response = await testApp.app.inject({
      method: 'POST',
      url: '/api/v1/web/webhooks/paystack',
      payload: body,
      headers: { 'content-type': 'application/json', 'x-paystack-signature': paystackSignature(body, SECRET) },
    });
    expect({ body, status: response.statusCode, message: response.json().message }).toEqual({
      body,
      status: 400,
      message: 'The webhook body must be a JSON object',
    });
  }
});

describe('a production store (no sandbox)', () => {
  let production: TestApp;
  beforeAll(async () => {
    production = await startTestApp({
      publicBaseUrl: 'https://shop.example',
      payments: { sandbox: false, paystack: { secretKey: SECRET, baseUrl: 'http://127.0.0.1:9' } },
    });
  }, APP_START_TIMEOUT_MS);
  afterAll(() => production?.close());

  test('does not offer a provider without credentials: 422 naming the missing configuration, nothing stored', async () => {
    const before = await storedOrderCounts(production.app.db);
    const payload = await orderPayload(production.app, [{ productId: 1 }], { paymentMethod: 'paypal' });
    const response = await production.app.inject({ method: 'POST', url: '/api/v1/web/place_order', payload });
    expect(response.statusCode).toBe(422);
    expect(response.json().message).toContain('PAYPAL_CLIENT_ID and PAYPAL_CLIENT_SECRET are not configured');
    expect(await storedOrderCounts(production.app.db)).toEqual(before);
  });

  test('has no sandbox payment page', async () => {
    const response = await production.app.inject({ url: '/api/v1/web/sandbox/checkout/sbx_0123456789abcdef0123456789abcdef' });
    expect(response.statusCode).toBe(404);
  });
});
