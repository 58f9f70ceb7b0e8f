// The built-in sandbox provider (no credentials configured): its payment page, the Pay and Decline buttons,
// the Paystack-style return, and verification through the same once-only fulfilment as the real providers.
import './support/nativeEsmPackages';
import { eq } from 'drizzle-orm';
import { orders, sandboxPayments } from '../src/db/schema';
import { orderPayload } from './support/orderPayload';
import { APP_START_TIMEOUT_MS, type TestApp, startTestApp } from './support/testApp';

let testApp: TestApp;
const paidOrders: string[] = [];

beforeAll(async () => {
  testApp = await startTestApp({
    publicBaseUrl: 'https://shop.example',
    rateLimit: { max: 1000, timeWindowMs: 60_000 },
    payments: { onOrderPaid: (orderId) => paidOrders.push(orderId) },
  });
}, APP_START_TIMEOUT_MS);
afterAll(() => testApp?.close());

async function placeSandboxOrder(paymentMethod: 'paystack' | 'paypal' = 'paystack') {
  const payload = await orderPayload(testApp.app, [{ productId: 341, license: 'Premium', quantity: 2 }], { paymentMethod });
  const response = await testApp.app.inject({ method: 'POST', url: '/api/v1/web/place_order', payload });
  expect(response.statusCode).toBe(201);
  const { order_id: orderId, payment_url: paymentUrl } = response.json();
  const url = new URL(paymentUrl);
  return { orderId, paymentUrl, path: url.pathname, reference: url.pathname.split('/').pop()! };
}
const post = (url: string) => testApp.app.inject({ method: 'POST', url, headers: { 'content-type': 'application/x-www-form-urlencoded' }, payload: '' });
const verify = (body: object) => testApp.app.inject({ method: 'POST', url: '/api/v1/web/verify_payment', payload: body });
const statusOf = async (orderId: string) => (await testApp.app.db.select().from(orders).where(eq(orders.id, orderId)))[0];

describe('placing an order without provider credentials', () => {
  it.each(['paystack', 'paypal'] as const)('%s: answers the sandbox payment page under the public base URL', async (method) => {
    const { paymentUrl, reference } = await placeSandboxOrder(method);
    expect(paymentUrl).toBe(`https://shop.example/api/v1/web/sandbox/checkout/${reference}`);
    expect(reference).toMatch(/^sbx_[0-9a-f]{32}$/);
  });

  it('no-payment orders get no payment URL', async () => {
    const payload = await orderPayload(testApp.app, [{ productId: 1 }], { paymentMethod: 'no-payment' });
    const response = await testApp.app.inject({ method: 'POST', url: '/api/v1/web/place_order', payload });
    expect(response.json().payment_url).toBeNull();
  });
});

describe('the sandbox payment page', () => {
  it('is a labelled, accessible test page with the amount, currency, Pay and Decline, and no scripts', async () => {
    const { path, reference } = await placeSandboxOrder();
    const page = await testApp.app.inject(path);
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toBe('text/html; charset=utf-8');
    const html = page.body;
    expect(html).toContain('<html lang="en">');
    expect(html).toContain('<title>Sandbox payment (test mode)</title>');
    expect(html).toContain('Sandbox · test payment');
    expect(html).toContain('$999.98');
    expect(html).toContain('<dt>Currency</dt><dd>USD</dd>');
    expect(html).toContain(`action="/api/v1/web/sandbox/checkout/${reference}/pay"><button class="pay" type="submit">Pay</button>`);
    expect(html).toContain(`action="/api/v1/web/sandbox/checkout/${reference}/decline"><button class="decline" type="submit">Decline</button>`);
    expect(html).not.toMatch(/<script/i);
    const csp = String(page.headers['content-security-policy']);
    expect(csp).toMatch(/^default-src 'none'; style-src 'sha256-[A-Za-z0-9+/=]+'; form-action 'self' https:\/\/shop\.example;/);
    expect(csp).not.toContain('unsafe-inline');
  });

  it('shows NGN amounts in naira', async () => {
    const payload = await orderPayload(testApp.app, [{ productId: 341, license: 'Standard' }], { currency: 'NGN' });
    const { payment_url: url } = (await testApp.app.inject({ method: 'POST', url: '/api/v1/web/place_order', payload })).json();
    const html = (await testApp.app.inject(new URL(url).pathname)).body;
    expect(html).toContain('NGN');
    expect(html).toContain('22,499.25');
  });

  it('answers 404 for unknown and malformed references', async () => {
    for (const reference of ['sbx_00000000000000000000000000000000', 'nope', '..%2F..']) {
      const response = await testApp.app.inject(`/api/v1/web/sandbox/checkout/${reference}`);
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ message: 'Sandbox payment not found' });
      expect((await post(`/api/v1/web/sandbox/checkout/${reference}/pay`)).statusCode).toBe(404);
    }
  });
});

describe('Pay', () => {
  it("returns the shopper with 303 and Paystack's parameters, and the order is paid once", async () => {
    const { orderId, path, reference } = await placeSandboxOrder();
    const response = await post(`${path}/pay`);
    expect(response.statusCode).toBe(303);
    expect(response.headers.location).toBe(`https://shop.example/payment-confirmation?trxref=${reference}&reference=${reference}&order_id=${orderId}`);
    expect((await statusOf(orderId)).status).toBe('paid');

    const verified = await verify({ reference, status: 'success', orderId });
    expect(verified.statusCode).toBe(200);
    expect(verified.json()).toMatchObject({
      success: true,
      payment_status: 'success',
      message: 'Payment verified',
      order: { id: orderId, status: 'paid', payment_method: { name: 'Paystack' }, total: 999.98, currency: 'USD' },
    });

    // A second click, a retry and a late Decline change nothing and fulfil nothing again.
    await post(`${path}/pay`);
    await post(`${path}/decline`);
    await verify({ reference, orderId });
    expect(paidOrders.filter((id) => id === orderId)).toHaveLength(1);
    expect((await statusOf(orderId)).status).toBe('paid');
  });
});

describe('Decline', () => {
  it('returns the shopper the same way and verification reports the payment failed', async () => {
    const { orderId, path, reference } = await placeSandboxOrder();
    const response = await post(`${path}/decline`);
    expect(response.statusCode).toBe(303);
    expect(response.headers.location).toContain(`reference=${reference}`);
    const verified = await verify({ reference, status: 'success', orderId });
    expect(verified.json()).toMatchObject({ success: false, payment_status: 'failed', message: 'Payment failed' });
    expect((await statusOf(orderId)).status).toBe('failed');
    // Pay after Decline: the first choice stands.
    await post(`${path}/pay`);
    expect((await statusOf(orderId)).status).toBe('failed');
    expect(paidOrders).not.toContain(orderId);
  });
});

describe('verification', () => {
  it('never marks an order paid because the browser says status: success', async () => {
    const { orderId, reference } = await placeSandboxOrder();
    for (const status of ['success', 'paid', 'completed', 'COMPLETED']) {
      const response = await verify({ reference, status, orderId });
      expect(response.json()).toMatchObject({ success: false, payment_status: 'pending' });
    }
    expect((await statusOf(orderId)).status).toBe('pending');
    expect(paidOrders).not.toContain(orderId);
  });

  it('fulfils exactly once when many verifications race after the provider recorded the payment', async () => {
    const { orderId, reference } = await placeSandboxOrder();
    // Paid at the provider, but nobody has told the shop yet (the shopper closed the tab).
    await testApp.app.db.update(sandboxPayments).set({ outcome: 'paid' }).where(eq(sandboxPayments.reference, reference));
    const answers = await Promise.all(Array.from({ length: 12 }, () => verify({ reference, orderId })));
    expect(answers.map((answer) => answer.json().payment_status)).toEqual(Array(12).fill('success'));
    expect(paidOrders.filter((id) => id === orderId)).toHaveLength(1);
    const order = await statusOf(orderId);
    expect(order.paymentReference).toBe(reference);
    expect(order.paidAt).toBeInstanceOf(Date);
  });

  it('refuses a payment whose amount or currency differs from the order', async () => {
    const { orderId, reference } = await placeSandboxOrder();
    await testApp.app.db.update(sandboxPayments).set({ outcome: 'paid', amountMinor: 100 }).where(eq(sandboxPayments.reference, reference));
    const response = await verify({ reference, orderId });
    expect(response.json()).toMatchObject({
      success: false,
      payment_status: 'failed',
      message: 'The amount paid does not match this order, so it was not marked paid. Please contact us.',
    });
    expect((await statusOf(orderId)).status).toBe('pending');

    const other = await placeSandboxOrder();
    await testApp.app.db.update(sandboxPayments).set({ outcome: 'paid', currency: 'NGN' }).where(eq(sandboxPayments.reference, other.reference));
    expect((await verify({ reference: other.reference, orderId: other.orderId })).json().payment_status).toBe('failed');
    expect(paidOrders).not.toContain(orderId);
    expect(paidOrders).not.toContain(other.orderId);
  });
});
