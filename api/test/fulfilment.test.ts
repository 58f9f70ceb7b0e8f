// Fulfilment of paid orders: one entitlement per digital line with a license key, granted once
// however many of redirect and webhook settle the payment; what the buyer is shown (verify_payment, order lookup,
// track_order); and refunds through Paystack's refund.processed webhook and refundOrder.
import './support/nativeEsmPackages';
import { eq } from 'drizzle-orm';
import { downloadLinks, entitlements, orders } from '../src/db/schema';
import type { Delivery } from '../src/fulfilment/deliveries';
import { LICENSE_KEY_PATTERN } from '../src/fulfilment/licenseKey';
import { refundOrder } from '../src/orders/refundOrder';
import { paystackSignature } from '../src/payments/paystackSignature';
import { type FakePaystack, startFakePaystack } from './fakes/fakePaystack';
import { orderPayload } from './support/orderPayload';
import { TRACKED_ORDER_LINK_SENT } from '@storefront/shared/schemas';
import { BUYER_EMAIL, DIGITAL_AND_PHYSICAL, proofCookieOf } from './support/sandboxOrder';
import { APP_START_TIMEOUT_MS, type TestApp, startTestApp } from './support/testApp';

const SECRET = 'sk_test_fulfilment_0d1e2f3a4b5c';
let paystack: FakePaystack;
let testApp: TestApp;
jest.setTimeout(30_000);

beforeAll(async () => {
  paystack = await startFakePaystack(SECRET);
  testApp = await startTestApp({
    publicBaseUrl: 'https://shop.example',
    rateLimit: { max: 10_000, timeWindowMs: 60_000 },
    payments: { paystack: { secretKey: SECRET, baseUrl: paystack.url }, timeoutMs: 2000 },
    fulfilment: { downloads: { limit: 3, days: 2, renewals: 1 } },
  });
}, APP_START_TIMEOUT_MS);
afterAll(async () => {
  await testApp?.close();
  await paystack?.close();
});

const api = (path: string) => `/api/v1/web${path}`;
const signedWebhook = (body: object) =>
  testApp.app.inject({
    method: 'POST',
    url: api('/webhooks/paystack'),
    headers: { 'content-type': 'application/json', 'x-paystack-signature': paystackSignature(JSON.stringify(body), SECRET) },
    payload: JSON.stringify(body),
  });
const verify = (body: object, headers: Record<string, string> = {}) =>
  testApp.app.inject({ method: 'POST', url: api('/verify_payment'), payload: body, headers });
/** The order proof each buyer's browser holds (the cookie its placement set), by order id. */
const proofs = new Map<string, string>();
const ownerLookup = (orderId: string) => testApp.app.inject({ url: api(`/orders/${orderId}`), headers: { cookie: proofs.get(orderId)! } });
const entitlementsOf = (orderId: string) =>
  testApp.app.db.select().from(entitlements).where(eq(entitlements.orderId, orderId)).orderBy(entitlements.lineNumber);

async function placePaystackOrder() {
  const payload = await orderPayload(testApp.app, DIGITAL_AND_PHYSICAL, { currency: 'NGN' });
  const response = await testApp.app.inject({ method: 'POST', url: api('/place_order'), payload });
  expect(response.statusCode).toBe(201);
  const orderId: string = response.json().order_id;
  proofs.set(orderId, proofCookieOf(response));
  const reference = [...paystack.transactions.values()].find((transaction) => transaction.callbackUrl.includes(orderId))!.reference;
  return { orderId, reference, amount: paystack.transactions.get(reference)!.amount };
}

/** The shopper pays on Paystack; its webhook and the shopper's return then race to settle the order. */
async function paidOrder() {
  const order = await placePaystackOrder();
  paystack.settle(order.reference, 'success');
  const chargeSuccess = { event: 'charge.success', data: { status: 'success', reference: order.reference, amount: order.amount, currency: 'NGN' } };
  const [webhook, redirect, retry] = await Promise.all([
    signedWebhook(chargeSuccess),
    verify({ reference: order.reference, orderId: order.orderId }, { cookie: proofs.get(order.orderId)! }),
    verify({ reference: order.reference, orderId: order.orderId }, { cookie: proofs.get(order.orderId)! }),
  ]);
  expect(webhook.statusCode).toBe(200);
  expect(redirect.json().payment_status).toBe('success');
  expect(retry.json().payment_status).toBe('success');
  return { ...order, verified: redirect.json() };
}

describe('entitlements', () => {
  it('are granted once per digital line, with a readable random license key and one first link, however often the order settles', async () => {
    const { orderId, reference, amount } = await paidOrder();
    // The webhook again, later: Paystack retries.
    await signedWebhook({ event: 'charge.success', data: { status: 'success', reference, amount, currency: 'NGN' } });
    const granted = await entitlementsOf(orderId);
    expect(granted.map((row) => [row.lineNumber, row.productId, row.licenseType, row.renewalsLeft])).toEqual([
      [1, 341, 'Premium', 1],
      [3, 342, 'Standard', 1],
    ]);
    for (const row of granted) expect(row.licenseKey).toMatch(LICENSE_KEY_PATTERN);
    expect(granted[0].licenseKey).not.toBe(granted[1].licenseKey);
    for (const row of granted) {
      const links = await testApp.app.db.select().from(downloadLinks).where(eq(downloadLinks.entitlementId, row.id));
      expect(links).toHaveLength(1);
      expect(links[0].downloadLimit).toBe(3);
      expect(links[0].tokenHash).toMatch(/^[0-9a-f]{64}$/);
      const days = (links[0].expiresAt.getTime() - links[0].createdAt.getTime()) / 86_400_000;
      expect(days).toBeCloseTo(2, 5);
    }
  });

  it('are not granted to an order that is not paid', async () => {
    const { orderId, reference } = await placePaystackOrder();
    paystack.settle(reference, 'failed');
    expect((await verify({ reference, orderId })).json().payment_status).toBe('failed');
    expect(await entitlementsOf(orderId)).toEqual([]);
    expect((await ownerLookup(orderId)).json().order.deliveries).toEqual([]);
  });
});

describe('what the buyer is shown', () => {
  it("verify_payment carries the deliveries only with the order's proof, never for its reference or e-mail alone", async () => {
    const { orderId, verified } = await paidOrder();
    const deliveries: Delivery[] = verified.order.deliveries;
    const keys = (await entitlementsOf(orderId)).map((row) => row.licenseKey);
    expect(deliveries).toHaveLength(2);
    expect(deliveries[0]).toEqual({
      line_number: 1,
      product_id: 341,
      title: 'Golden Hour — Lo-Fi Beat Pack',
      license_type: 'Premium',
      license_key: keys[0],
      status: 'active',
      download: {
        url: expect.stringMatching(/^https:\/\/shop\.example\/api\/v1\/web\/downloads\/[A-Za-z0-9_-]{22}\.[A-Za-z0-9_-]{43}$/),
        filename: 'golden-hour-lo-fi-beat-pack-premium.zip',
        size_bytes: expect.any(Number),
        downloads_left: 3,
        expires_at: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/),
        state: 'active',
      },
      certificate_url: `${deliveries[0].download.url}/certificate.pdf`,
      can_renew: true,
    });
    expect(deliveries[0].download.size_bytes).toBeGreaterThan(300_000);
    expect(deliveries[1]).toMatchObject({ line_number: 3, license_type: 'Standard', license_key: keys[1] });

    expect((await verify({ orderId })).json().order).not.toHaveProperty('deliveries');
    const { reference } = [...paystack.transactions.values()].find((transaction) => transaction.callbackUrl.includes(orderId))!;
    const unproven = await verify({ orderId, reference }, { 'x-order-email': BUYER_EMAIL });
    expect(unproven.json().order).not.toHaveProperty('deliveries');
    expect(unproven.body).not.toContain(BUYER_EMAIL);
    expect((await verify({ orderId }, { cookie: proofs.get(orderId)! })).json().order.deliveries).toEqual(deliveries);
    // The lookup and track_order show the same current links to the buyer's browser.
    expect((await ownerLookup(orderId)).json().order.deliveries).toEqual(deliveries);
    const track = (headers: Record<string, string>) =>
      testApp.app.inject({ method: 'POST', url: api('/track_order'), payload: { orderId, email: BUYER_EMAIL }, headers });
    expect((await track({ cookie: proofs.get(orderId)! })).json().order.deliveries).toEqual(deliveries);
    // Elsewhere, the e-mail finds the order but shows no key: the order's link goes to that address instead.
    const elsewhere = (await track({})).json();
    expect(elsewhere).toMatchObject({ message: TRACKED_ORDER_LINK_SENT, order: { deliveries: [] } });
    for (const key of keys) expect(JSON.stringify(elsewhere)).not.toContain(key);
  });

  it('shows nobody but the buyer a license key', async () => {
    const { orderId } = await paidOrder();
    const keys = (await entitlementsOf(orderId)).map((row) => row.licenseKey);
    const masked = await testApp.app.inject(api(`/orders/${orderId}`));
    expect(masked.json().order.access).toBe('masked');
    expect(masked.json().order).not.toHaveProperty('deliveries');
    for (const key of keys) expect(masked.body).not.toContain(key);
    const byEmail = await testApp.app.inject({ url: api(`/orders/${orderId}`), headers: { 'x-order-email': BUYER_EMAIL } });
    expect(byEmail.json().order.access).toBe('masked');
    for (const key of keys) expect(byEmail.body).not.toContain(key);
  });
});

describe('refunds', () => {
  it('a full refund.processed refunds the order once and ends its downloads with 410', async () => {
    const { orderId, reference, verified } = await paidOrder();
    const event = paystack.refund(reference);
    expect((await signedWebhook(event)).statusCode).toBe(200);
    expect((await signedWebhook(event)).statusCode).toBe(200);

    const [order] = await testApp.app.db.select().from(orders).where(eq(orders.id, orderId));
    expect(order.status).toBe('refunded');
    expect(order.refundedAt).toBeInstanceOf(Date);
    for (const row of await entitlementsOf(orderId)) expect(row.revokedAt).toBeInstanceOf(Date);
    const download = await testApp.app.inject(new URL(verified.order.deliveries[0].download.url).pathname);
    expect(download.statusCode).toBe(410);
    expect(download.json().message).toBe('This purchase was refunded, so its downloads are no longer available.');

    // A refunded order is not paid again by a late verification, and says it was refunded.
    const late = await verify({ reference, orderId });
    expect(late.json()).toMatchObject({ success: false, payment_status: 'failed', message: 'This order was refunded.' });
    expect(late.json().order).not.toHaveProperty('deliveries');
  });

  it('a partial refund leaves the order and its downloads as they are', async () => {
    const { orderId, reference, amount } = await paidOrder();
    expect((await signedWebhook(paystack.refund(reference, Math.floor(amount / 10)))).statusCode).toBe(200);
    const [order] = await testApp.app.db.select().from(orders).where(eq(orders.id, orderId));
    expect(order.status).toBe('paid');
    for (const row of await entitlementsOf(orderId)) expect(row.revokedAt).toBeNull();
  });

  it('an unsigned refund event changes nothing', async () => {
    const { orderId, reference } = await paidOrder();
    const response = await testApp.app.inject({
      method: 'POST',
      url: api('/webhooks/paystack'),
      headers: { 'content-type': 'application/json', 'x-paystack-signature': 'forged' },
      payload: JSON.stringify(paystack.refund(reference)),
    });
    expect(response.statusCode).toBe(401);
    expect((await testApp.app.db.select().from(orders).where(eq(orders.id, orderId)))[0].status).toBe('paid');
  });

  it('refundOrder says what it did, and refunds only paid orders', async () => {
    const { orderId } = await paidOrder();
    const unpaid = await placePaystackOrder();
    const { db, orderLifecycle } = testApp.app;
    expect(await refundOrder(db, orderLifecycle, unpaid.orderId)).toBe('not-paid');
    expect(await refundOrder(db, orderLifecycle, '4b0c3c9e-3f8f-4a7e-9d1c-2f1f6a0e8b11')).toBe('not-found');
    expect(await refundOrder(db, orderLifecycle, 'not an id')).toBe('not-found');
    expect(await refundOrder(db, orderLifecycle, orderId)).toBe('refunded');
    expect(await refundOrder(db, orderLifecycle, orderId)).toBe('already-refunded');
  });

  it('a failing part of the refunded moment rolls the whole refund back', async () => {
    const { orderId } = await paidOrder();
    const { db, orderLifecycle } = testApp.app;
    let fail = true;
    orderLifecycle.add({
      async refunded() {
        if (fail) throw new Error('mail queue down');
      },
    });
    await expect(refundOrder(db, orderLifecycle, orderId)).rejects.toThrow('mail queue down');
    expect((await db.select().from(orders).where(eq(orders.id, orderId)))[0].status).toBe('paid');
    for (const row of await entitlementsOf(orderId)) expect(row.revokedAt).toBeNull();
    fail = false;
    expect(await refundOrder(db, orderLifecycle, orderId)).toBe('refunded');
  });
});
