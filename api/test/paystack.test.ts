// The Paystack adapter against a fake Paystack on 127.0.0.1: initialize with our reference and callback URL,
// verification that pays only on status "success" with the order's amount and currency, the signed
// charge.success webhook, and what happens on duplicate references, declines, 5xx and timeouts.
import './support/nativeEsmPackages';
import { eq } from 'drizzle-orm';
import { orders, payments } from '../src/db/schema';
import { paystackSignature } from '../src/payments/paystackSignature';
import { type FakePaystack, startFakePaystack } from './fakes/fakePaystack';
import { storedOrderCounts } from './support/orderCounts';
import { fetchProduct, orderPayload } from './support/orderPayload';
import type { CartLine, Currency } from '@storefront/shared';
import { formatPrice } from '@storefront/shared/money';
import { buildOrderPayload } from '@storefront/shared/order';
import { APP_START_TIMEOUT_MS, type TestApp, startTestApp } from './support/testApp';

const SECRET = 'sk_test_5f2a9c0e1b7d4e3a8c6b';
let paystack: FakePaystack;
let testApp: TestApp;
const paidOrders: string[] = [];

beforeAll(async () => {
  paystack = await startFakePaystack(SECRET);
  testApp = await startTestApp({
    publicBaseUrl: 'https://shop.example',
    rateLimit: { max: 1000, timeWindowMs: 60_000 },
    payments: {
      paystack: { secretKey: SECRET, baseUrl: paystack.url },
      timeoutMs: 500,
      onOrderPaid: (orderId) => paidOrders.push(orderId),
    },
  });
}, APP_START_TIMEOUT_MS);
afterAll(async () => {
  await testApp?.close();
  await paystack?.close();
});

async function placeOrder(currency: 'USD' | 'NGN' = 'NGN') {
  const payload = await orderPayload(testApp.app, [{ productId: 341, license: 'Standard', quantity: 2 }], { currency });
  return testApp.app.inject({ method: 'POST', url: '/api/v1/web/place_order', payload });
}
async function placePaystackOrder(currency: 'USD' | 'NGN' = 'NGN') {
  const response = await placeOrder(currency);
  expect(response.statusCode).toBe(201);
  const orderId: string = response.json().order_id;
  const [payment] = await testApp.app.db.select().from(payments).where(eq(payments.orderId, orderId));
  return { orderId, reference: payment.reference, paymentUrl: response.json().payment_url as string };
}
const verify = (body: object) => testApp.app.inject({ method: 'POST', url: '/api/v1/web/verify_payment', payload: body });
const orderStatus = async (orderId: string) => (await testApp.app.db.select().from(orders).where(eq(orders.id, orderId)))[0].status;
const webhook = (body: object, signature?: string) => {
  const raw = JSON.stringify(body);
  return testApp.app.inject({
    method: 'POST',
    url: '/api/v1/web/webhooks/paystack',
    headers: { 'content-type': 'application/json', ...(signature === undefined ? {} : { 'x-paystack-signature': signature }) },
    payload: raw,
  });
};
const signed = (body: object) => webhook(body, paystackSignature(JSON.stringify(body), SECRET));
const chargeSuccess = (reference: string, amount: number, currency = 'NGN') => ({
  event: 'charge.success',
  data: { id: 302961, status: 'success', reference, amount, currency, gateway_response: 'Approved', customer: { email: 'ada@example.com' } },
});

describe('initialize', () => {
  it('sends the amount in kobo, the currency, e-mail, our reference and the callback URL; answers the authorization URL', async () => {
    const { orderId, reference, paymentUrl } = await placePaystackOrder('NGN');
    expect(paymentUrl).toMatch(/^https:\/\/checkout\.paystack\.com\/[0-9a-f]{16}$/);
    const request = paystack.requests.filter((r) => r.path === '/transaction/initialize').at(-1)!;
    expect(request.headers.authorization).toBe(`Bearer ${SECRET}`);
    const sent = JSON.parse(request.body);
    expect(sent).toMatchObject({
      email: 'ada@example.com',
      amount: 4499850, // 2 × ₦22,499.25
      currency: 'NGN',
      reference,
      callback_url: `https://shop.example/payment-confirmation?order_id=${orderId}`,
      metadata: { order_id: orderId },
    });
    expect(reference).toMatch(/^sf_[0-9a-f]{32}$/);
  });

  it('sends USD amounts in cents', async () => {
    const { reference } = await placePaystackOrder('USD');
    expect(paystack.transactions.get(reference)).toMatchObject({ amount: 5998, currency: 'USD' });
  });

  it.each(['NGN', 'USD'] as const)('charges the total the storefront shows, in the currency it shows it in (%s)', async (currency: Currency) => {
    // The cart as the browser holds it, priced by the storefront's own code: a licensed line and an unlicensed one.
    const licensed = await fetchProduct(testApp.app, 341);
    const parcel = await fetchProduct(testApp.app, 1);
    const lines: CartLine[] = [
      {
        id: licensed.id,
        title: licensed.title,
        image_url: '',
        price: licensed.price,
        prices: licensed.prices,
        amounts: licensed.amounts,
        quantity: 2,
        selectedLicense: 'Extended',
      },
      // A parcel's line names one of its sizes and colours, as the product page makes the shopper choose.
      {
        id: parcel.id,
        title: parcel.title,
        image_url: '',
        price: parcel.price,
        prices: parcel.prices,
        // Its price in each currency, as the product answer gave it: the browser converts nothing.
        amounts: parcel.amounts,
        quantity: 3,
        selectedLicense: '',
        size: parcel.sizes?.[0],
        color: parcel.colors?.[0]?.name,
      },
    ];
    const form = {
      firstName: 'Ada',
      lastName: 'Okafor',
      email: 'ada@example.com',
      phone: '+2348012345678',
      country: 'NG',
      state: 'LA',
      city: 'Lagos',
      street: '12 Marina Road',
      postalCode: '101001',
      notes: '',
    };
    const payload = buildOrderPayload({ form, lines, currency, paymentMethod: 'paystack' });
    const response = await testApp.app.inject({
      method: 'POST',
      url: '/api/v1/web/place_order',
      payload: { ...payload, items: payload.items.map((item) => ({ ...item, selectedLicense: item.selectedLicense || null })) },
    });
    expect(response.statusCode).toBe(201);
    const sent = JSON.parse(paystack.requests.filter((r) => r.path === '/transaction/initialize').at(-1)!.body);
    expect(sent.currency).toBe(currency);
    // The same number the checkout's Total shows, in minor units.
    expect(formatPrice(sent.amount / 100, currency)).toBe(formatPrice(payload.totals.total, currency));
    expect(sent.amount).toBe(Math.round(payload.totals.total * 100));
  });

  it('draws a new reference when Paystack answers "Duplicate Transaction Reference"', async () => {
    paystack.duplicateNext();
    const { reference } = await placePaystackOrder();
    const references = paystack.requests.slice(-2).map((request) => JSON.parse(request.body).reference);
    expect(references[1]).toBe(reference);
    expect(references[0]).not.toBe(reference);
  });

  it.each(['5xx', 'timeout'] as const)('on %s: answers 502 with a message and stores no order', async (failure) => {
    const before = await storedOrderCounts(testApp.app.db);
    paystack.failNext(failure);
    const response = await placeOrder();
    expect(response.statusCode).toBe(502);
    expect(response.json()).toEqual({
      success: false,
      message: 'The payment provider is not available right now, so no order was placed. Please try again in a moment.',
    });
    expect(await storedOrderCounts(testApp.app.db)).toEqual(before);
  });

  it('lets the shopper retry the same Idempotency-Key after the provider failed', async () => {
    const payload = await orderPayload(testApp.app, [{ productId: 342, license: 'Standard' }], { currency: 'NGN' });
    const send = () => testApp.app.inject({ method: 'POST', url: '/api/v1/web/place_order', payload, headers: { 'idempotency-key': 'retry-after-502' } });
    paystack.failNext('5xx');
    expect((await send()).statusCode).toBe(502);
    const first = await send();
    expect(first.statusCode).toBe(201);
    const replay = await send();
    expect(replay.json()).toEqual(first.json());
    expect(replay.headers['idempotent-replayed']).toBe('true');
  });
});

describe('verify_payment', () => {
  it('pays the order when Paystack reports success with the same amount and currency', async () => {
    const { orderId, reference } = await placePaystackOrder();
    expect((await verify({ reference, status: 'success', orderId })).json().payment_status).toBe('pending');
    paystack.settle(reference, 'success');
    const response = await verify({ reference, status: 'success', orderId });
    expect(response.json()).toMatchObject({ success: true, payment_status: 'success', order: { id: orderId, status: 'paid' } });
    const verifyCall = paystack.requests.filter((r) => r.path === `/transaction/verify/${reference}`);
    expect(verifyCall.length).toBeGreaterThanOrEqual(2);
    // Already paid: answered from the database, without asking Paystack again.
    await verify({ reference, orderId });
    expect(paystack.requests.filter((r) => r.path === `/transaction/verify/${reference}`)).toHaveLength(verifyCall.length);
  });

  it('reports a declined transaction as failed', async () => {
    const { orderId, reference } = await placePaystackOrder();
    paystack.settle(reference, 'failed');
    expect((await verify({ reference, status: 'success', orderId })).json()).toMatchObject({ success: false, payment_status: 'failed' });
    expect(await orderStatus(orderId)).toBe('failed');
  });

  it.each([
    ['a smaller amount', { amount: 100 }],
    ['another currency', { currency: 'USD' }],
  ])('does not pay an order when Paystack reports %s', async (_case, paid) => {
    const { orderId, reference } = await placePaystackOrder();
    paystack.settle(reference, 'success', paid);
    expect((await verify({ reference, orderId })).json()).toMatchObject({ success: false, payment_status: 'failed' });
    expect(await orderStatus(orderId)).toBe('pending');
    expect(paidOrders).not.toContain(orderId);
  });

  it.each(['5xx', 'timeout'] as const)('on %s: answers 502 and the order stays payable', async (failure) => {
    const { orderId, reference } = await placePaystackOrder();
    paystack.settle(reference, 'success');
    paystack.failNext(failure);
    const down = await verify({ reference, orderId });
    expect(down.statusCode).toBe(502);
    expect(down.json().message).toBe(
      'We could not reach the payment provider to confirm your payment. Your order is saved; please try again in a few minutes.',
    );
    expect(await orderStatus(orderId)).toBe('pending');
    expect((await verify({ reference, orderId })).json().payment_status).toBe('success');
  });
});

describe('the charge.success webhook', () => {
  it('answers 401 for a missing, malformed or wrong signature and changes nothing', async () => {
    const { orderId, reference } = await placePaystackOrder();
    paystack.settle(reference, 'success');
    const body = chargeSuccess(reference, 4499850);
    for (const signature of [undefined, '', 'abc', paystackSignature(JSON.stringify(body), 'sk_test_wrong'), 'f'.repeat(128)]) {
      const response = await webhook(body, signature);
      expect(response.statusCode).toBe(401);
      expect(response.json()).toEqual({ message: 'Invalid or missing webhook signature' });
    }
    // Signed for other bytes than the ones sent.
    const tampered = await webhook({ ...body, extra: 1 }, paystackSignature(JSON.stringify(body), SECRET));
    expect(tampered.statusCode).toBe(401);
    expect(await orderStatus(orderId)).toBe('pending');
  });

  it('fulfils an order whose shopper never came back, once, whatever arrives after it', async () => {
    const { orderId, reference } = await placePaystackOrder();
    paystack.settle(reference, 'success');
    const response = await signed(chargeSuccess(reference, 4499850));
    expect(response.statusCode).toBe(200);
    expect(await orderStatus(orderId)).toBe('paid');
    // Paystack retries webhooks; the shopper returns late; a second tab verifies too.
    await Promise.all([signed(chargeSuccess(reference, 4499850)), verify({ reference, orderId }), verify({ reference, orderId })]);
    expect(paidOrders.filter((id) => id === orderId)).toHaveLength(1);
  });

  it('fulfils once when the webhook and the redirect race', async () => {
    const { orderId, reference } = await placePaystackOrder();
    paystack.settle(reference, 'success');
    const answers = await Promise.all([
      signed(chargeSuccess(reference, 4499850)),
      verify({ reference, orderId }),
      signed(chargeSuccess(reference, 4499850)),
      verify({ reference, orderId }),
    ]);
    expect(answers.map((answer) => answer.statusCode)).toEqual([200, 200, 200, 200]);
    expect(paidOrders.filter((id) => id === orderId)).toHaveLength(1);
  });

  it('does not pay for a wrong amount and acknowledges events it does not act on', async () => {
    const { orderId, reference } = await placePaystackOrder();
    expect((await signed(chargeSuccess(reference, 1))).statusCode).toBe(200);
    expect(await orderStatus(orderId)).toBe('pending');
    expect((await signed({ event: 'transfer.success', data: { reference } })).statusCode).toBe(200);
    expect((await signed(chargeSuccess('sf_unknown', 100))).statusCode).toBe(200);
    expect(await orderStatus(orderId)).toBe('pending');
  });
});
