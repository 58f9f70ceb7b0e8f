// The PayPal adapter against a fake PayPal Orders v2 API on 127.0.0.1: token, order creation with return and
// cancel URLs, the approve link, capture on the shopper's return, and PayPal's error answers.
import './support/nativeEsmPackages';
import { eq } from 'drizzle-orm';
import { orders, payments } from '../src/db/schema';
import { type FakePayPal, startFakePayPal } from './fakes/fakePayPal';
import { storedOrderCounts } from './support/orderCounts';
import { orderPayload } from './support/orderPayload';
import { APP_START_TIMEOUT_MS, type TestApp, startTestApp } from './support/testApp';

const CLIENT_ID = 'AbCdClientId';
const CLIENT_SECRET = 'EfGhClientSecret';
let paypal: FakePayPal;
let testApp: TestApp;
const paidOrders: string[] = [];

beforeAll(async () => {
  paypal = await startFakePayPal(CLIENT_ID, CLIENT_SECRET);
  testApp = await startTestApp({
    publicBaseUrl: 'https://shop.example',
    rateLimit: { max: 1000, timeWindowMs: 60_000 },
    payments: {
      paypal: { clientId: CLIENT_ID, clientSecret: CLIENT_SECRET, baseUrl: paypal.url },
      timeoutMs: 500,
      onOrderPaid: (orderId) => paidOrders.push(orderId),
    },
  });
}, APP_START_TIMEOUT_MS);
afterAll(async () => {
  await testApp?.close();
  await paypal?.close();
});

async function placeOrder(currency: 'USD' | 'NGN' = 'USD') {
  const payload = await orderPayload(testApp.app, [{ productId: 343, license: 'Extended' }], { currency, paymentMethod: 'paypal' });
  return testApp.app.inject({ method: 'POST', url: '/api/v1/web/place_order', payload });
}
async function placePayPalOrder() {
  const response = await placeOrder();
  expect(response.statusCode).toBe(201);
  const orderId: string = response.json().order_id;
  const [payment] = await testApp.app.db.select().from(payments).where(eq(payments.orderId, orderId));
  return { orderId, token: payment.reference, paymentUrl: response.json().payment_url as string };
}
const verify = (body: object) => testApp.app.inject({ method: 'POST', url: '/api/v1/web/verify_payment', payload: body });
const orderStatus = async (orderId: string) => (await testApp.app.db.select().from(orders).where(eq(orders.id, orderId)))[0].status;

describe('creating the PayPal order', () => {
  it('uses a client-credentials token, intent CAPTURE, the order amount and our return and cancel URLs', async () => {
    const { orderId, token, paymentUrl } = await placePayPalOrder();
    expect(paymentUrl).toBe(`https://www.sandbox.paypal.com/checkoutnow?token=${token}`);
    const created = paypal.orders.get(token)!;
    expect(created).toMatchObject({
      amount: { currency_code: 'USD', value: '199.99' },
      customId: orderId,
      returnUrl: `https://shop.example/payment-confirmation?order_id=${orderId}`,
      cancelUrl: `https://shop.example/payment-confirmation?order_id=${orderId}&status=cancelled`,
    });
    const create = paypal.requests.find((request) => request.path === '/v2/checkout/orders')!;
    expect(create.headers['paypal-request-id']).toBe(`create-${orderId}`);
    expect(JSON.parse(create.body).intent).toBe('CAPTURE');
  });

  it('reuses its token until it expires', async () => {
    await placePayPalOrder();
    await placePayPalOrder();
    expect(paypal.tokensIssued()).toBe(1);
  });

  it('refuses NGN before asking PayPal', async () => {
    const before = paypal.requests.length;
    const response = await placeOrder('NGN');
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe('PayPal does not support NGN. Choose Paystack or pay in USD.');
    expect(paypal.requests.length).toBe(before);
  });

  it.each(['5xx', 'timeout'] as const)('on %s: answers 502 and stores no order', async (failure) => {
    const before = await storedOrderCounts(testApp.app.db);
    paypal.failNext(failure);
    const response = await placeOrder();
    expect(response.statusCode).toBe(502);
    expect(response.json().message).toMatch(/^The payment provider is not available right now/);
    expect(await storedOrderCounts(testApp.app.db)).toEqual(before);
  });
});

describe('verify_payment with the PayPal token', () => {
  it('captures an approved order on return and pays it once', async () => {
    const { orderId, token } = await placePayPalOrder();
    paypal.approve(token);
    const response = await verify({ reference: token, orderId });
    expect(response.json()).toMatchObject({
      success: true,
      payment_status: 'success',
      order: { id: orderId, status: 'paid', payment_method: { name: 'PayPal' }, total: 199.99, currency: 'USD' },
    });
    expect(paypal.orders.get(token)!.status).toBe('COMPLETED');
    await verify({ reference: token, orderId });
    expect(paypal.requests.filter((request) => request.path.endsWith(`${token}/capture`))).toHaveLength(1);
    expect(paidOrders.filter((id) => id === orderId)).toHaveLength(1);
  });

  it('leaves an order the buyer has not approved (or cancelled) pending, whatever status the browser sends', async () => {
    const { orderId, token } = await placePayPalOrder();
    for (const status of ['success', 'cancelled', 'COMPLETED']) {
      expect((await verify({ reference: token, orderId, status })).json()).toMatchObject({ success: false, payment_status: 'pending' });
    }
    expect(await orderStatus(orderId)).toBe('pending');
  });

  it('reports a declined capture as failed', async () => {
    const { orderId, token } = await placePayPalOrder();
    paypal.approve(token, { decline: true });
    expect((await verify({ reference: token, orderId })).json()).toMatchObject({ success: false, payment_status: 'failed' });
    expect(await orderStatus(orderId)).toBe('failed');
  });

  it('does not pay when the captured amount differs from the order', async () => {
    const { orderId, token } = await placePayPalOrder();
    paypal.approve(token, { amount: { currency_code: 'USD', value: '1.00' } });
    expect((await verify({ reference: token, orderId })).json().payment_status).toBe('failed');
    expect(await orderStatus(orderId)).toBe('pending');
    expect(paidOrders).not.toContain(orderId);
  });

  it('reads the capture of an order already COMPLETED at PayPal without capturing again', async () => {
    const { orderId, token } = await placePayPalOrder();
    paypal.approve(token);
    paypal.orders.get(token)!.status = 'COMPLETED';
    expect((await verify({ reference: token, orderId })).json().payment_status).toBe('success');
    expect(paypal.requests.filter((request) => request.path.endsWith(`${token}/capture`))).toHaveLength(0);
  });

  it("pays once when two returns race (the loser reads PayPal's ORDER_ALREADY_CAPTURED)", async () => {
    const { orderId, token } = await placePayPalOrder();
    paypal.approve(token);
    const answers = await Promise.all([verify({ reference: token, orderId }), verify({ reference: token, orderId })]);
    expect(answers.map((answer) => answer.json().payment_status)).toEqual(['success', 'success']);
    expect(paidOrders.filter((id) => id === orderId)).toHaveLength(1);
  });

  it.each(['5xx', 'timeout'] as const)('on %s during capture: answers 502 and the order stays payable', async (failure) => {
    const { orderId, token } = await placePayPalOrder();
    paypal.approve(token);
    paypal.failNext(failure);
    const response = await verify({ reference: token, orderId });
    expect(response.statusCode).toBe(502);
    expect(await orderStatus(orderId)).toBe('pending');
    expect((await verify({ reference: token, orderId })).json().payment_status).toBe('success');
  });
});
