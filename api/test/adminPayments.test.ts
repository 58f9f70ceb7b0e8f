// Payments in the console against the fake Paystack and PayPal on 127.0.0.1: a refund through
// Paystack's POST /refund and PayPal's capture refund (its capture id kept when it was captured), a provider's
// refusal answered 502 with its reason and the order left paid, and the queue of payments that need a look —
// amount mismatch, a failed check, a payment pending for long, a webhook that matches no order — with re-verify
// settling through the shopper's own code, fulfilment once.
import './support/nativeEsmPackages';
import { and, eq, sql } from 'drizzle-orm';
import type { AdminOrder, PaymentIssue } from '@storefront/shared/schemas/admin';
import { auditLog } from '../src/admin/adminTables';
import { entitlements, orders, payments, paymentWebhookEvents, refunds } from '../src/db/schema';
import { paystackSignature } from '../src/payments/paystackSignature';
import { type FakePayPal, startFakePayPal } from './fakes/fakePayPal';
import { type FakePaystack, startFakePaystack } from './fakes/fakePaystack';
import { OWNER, STAFF, type SignedIn, adminCall, signIn } from './support/adminSession';
import { orderPayload } from './support/orderPayload';
import { APP_START_TIMEOUT_MS, type TestApp, startTestApp } from './support/testApp';

jest.setTimeout(30_000);

const SECRET = 'sk_test_admin_0f2a9c0e1b7d4e3a';
let paystack: FakePaystack;
let paypal: FakePayPal;
let testApp: TestApp;
let owner: SignedIn;
let staff: SignedIn;
let now = new Date();
const paidOrders: string[] = [];

beforeAll(async () => {
  paystack = await startFakePaystack(SECRET);
  paypal = await startFakePayPal('client-id', 'client-secret');
  testApp = await startTestApp({
    rateLimit: { max: 10_000, timeWindowMs: 60_000 },
    payments: {
      paystack: { secretKey: SECRET, baseUrl: paystack.url },
      paypal: { clientId: 'client-id', clientSecret: 'client-secret', baseUrl: paypal.url },
      // Generous: the first call to a fake on a busy machine can take a while.
      timeoutMs: 5000,
      onOrderPaid: (orderId) => paidOrders.push(orderId),
    },
    admin: { now: () => now },
  });
  owner = await signIn(testApp.app, OWNER);
  staff = await signIn(testApp.app, STAFF);
}, APP_START_TIMEOUT_MS);
afterAll(async () => {
  await testApp?.close();
  await paystack?.close();
  await paypal?.close();
});

const app = () => testApp.app;
const verify = (orderId: string) => app().inject({ method: 'POST', url: '/api/v1/web/verify_payment', payload: { orderId } });
const refund = (orderId: string, reason = 'Customer asked') =>
  adminCall(app(), owner, { method: 'POST', url: `orders/${orderId}/refund`, payload: { reason } });
const statusOf = async (orderId: string) => (await app().db.select().from(orders).where(eq(orders.id, orderId)))[0].status;
const attention = async (): Promise<PaymentIssue[]> => (await adminCall(app(), staff, { url: 'payments/attention' })).json().items;

async function place(method: 'paystack' | 'paypal', currency: 'USD' | 'NGN' = 'USD') {
  const payload = await orderPayload(app(), [{ productId: 341, license: 'Standard' }], { paymentMethod: method, currency });
  const response = await app().inject({ method: 'POST', url: '/api/v1/web/place_order', payload });
  expect(response.statusCode).toBe(201);
  const orderId: string = response.json().order_id;
  const [payment] = await app().db.select().from(payments).where(eq(payments.orderId, orderId));
  return { orderId, reference: payment.reference, total: payload.totals.total };
}

async function paidThroughPaystack() {
  const order = await place('paystack');
  paystack.settle(order.reference, 'success');
  expect((await verify(order.orderId)).json().payment_status).toBe('success');
  return order;
}

async function paidThroughPayPal() {
  const order = await place('paypal');
  paypal.approve(order.reference);
  expect((await verify(order.orderId)).json().payment_status).toBe('success');
  return order;
}

describe('a refund through Paystack', () => {
  it('calls POST /refund with the transaction, then refunds the order with the refund id; downloads end', async () => {
    const { orderId, reference } = await paidThroughPaystack();
    const before: AdminOrder = (await adminCall(app(), staff, { url: `orders/${orderId}` })).json();
    expect(before.providerRefundAvailable).toBe(true);

    const response = await refund(orderId, 'Wrong pack bought');
    expect(response.statusCode).toBe(200);
    expect(response.json().message).toBe("The provider is returning the money; the order's downloads are revoked.");
    const sent = paystack.requests.filter((request) => request.path === '/refund').at(-1)!;
    expect(sent.headers.authorization).toBe(`Bearer ${SECRET}`);
    expect(JSON.parse(sent.body)).toEqual({ transaction: reference, amount: 2999, currency: 'USD', merchant_note: 'Wrong pack bought' });
    const [made] = paystack.refunds.filter((candidate) => candidate.transaction === reference);
    expect(response.json().order.refund).toMatchObject({ method: 'provider', providerReference: String(made.id), reason: 'Wrong pack bought' });
    expect(await statusOf(orderId)).toBe('refunded');
    const rows = await app().db.select().from(entitlements).where(eq(entitlements.orderId, orderId));
    expect(rows.every((row) => row.revokedAt !== null)).toBe(true);

    // Paystack's refund.processed webhook arrives afterwards: nothing more happens, no second record.
    const event = {
      event: 'refund.processed',
      data: { status: 'processed', transaction_reference: reference, refund_reference: 'RF_1', amount: '2999', currency: 'USD' },
    };
    const raw = JSON.stringify(event);
    const hook = await app().inject({
      method: 'POST',
      url: '/api/v1/web/webhooks/paystack',
      headers: { 'content-type': 'application/json', 'x-paystack-signature': paystackSignature(raw, SECRET) },
      payload: raw,
    });
    expect(hook.statusCode).toBe(200);
    expect(await app().db.select().from(refunds).where(eq(refunds.orderId, orderId))).toHaveLength(1);
  });

  it("answers 502 with Paystack's reason when it refuses, and leaves the order paid with its downloads", async () => {
    const { orderId, reference } = await paidThroughPaystack();
    paystack.settle(reference, 'reversed');
    const response = await refund(orderId);
    expect(response.statusCode).toBe(502);
    expect(response.json()).toEqual({
      message: 'Paystack did not refund the payment: Transaction has been fully reversed. Nothing was changed; try again, or refund by hand.',
    });
    expect(await statusOf(orderId)).toBe('paid');
    expect(await app().db.select().from(refunds).where(eq(refunds.orderId, orderId))).toEqual([]);
    const rows = await app().db.select().from(entitlements).where(eq(entitlements.orderId, orderId));
    expect(rows.every((row) => row.revokedAt === null)).toBe(true);
    expect(
      await app()
        .db.select()
        .from(auditLog)
        .where(and(eq(auditLog.action, 'order.refund'), eq(auditLog.targetId, orderId))),
    ).toEqual([]);
  });

  it('answers 502 when Paystack cannot be reached, and changes nothing', async () => {
    const { orderId } = await paidThroughPaystack();
    paystack.failNext('5xx');
    const response = await refund(orderId);
    expect(response.statusCode).toBe(502);
    expect(response.json().message).toBe('Paystack did not refund the payment: answered 503. Nothing was changed; try again, or refund by hand.');
    expect(await statusOf(orderId)).toBe('paid');
  });
});

describe('a refund through PayPal', () => {
  it("refunds the capture kept at capture time, with the amount, and records PayPal's refund id", async () => {
    const { orderId, reference } = await paidThroughPayPal();
    const [payment] = await app().db.select().from(payments).where(eq(payments.reference, reference));
    expect(payment.captureId).toBe(`CAP-${reference}`);

    const response = await refund(orderId);
    expect(response.statusCode).toBe(200);
    const sent = paypal.requests.filter((request) => request.path === `/v2/payments/captures/CAP-${reference}/refund`).at(-1)!;
    expect(sent.headers['paypal-request-id']).toBe(`refund-CAP-${reference}`);
    expect(JSON.parse(sent.body)).toEqual({ amount: { value: '29.99', currency_code: 'USD' } });
    expect(response.json().order.refund).toMatchObject({ method: 'provider', providerReference: paypal.refunds.at(-1)!.id });
    expect(await statusOf(orderId)).toBe('refunded');
  });

  it("finds the capture on the PayPal order when it was not kept, and answers 502 with PayPal's issue when it refuses", async () => {
    const { orderId, reference } = await paidThroughPayPal();
    await app().db.update(payments).set({ captureId: null }).where(eq(payments.reference, reference));
    // Refunded already on PayPal's side (by someone at PayPal's dashboard).
    paypal.refunds.push({ id: 'EARLIER', captureId: `CAP-${reference}`, amount: { currency_code: 'USD', value: '29.99' } });
    const response = await refund(orderId);
    expect(response.statusCode).toBe(502);
    expect(response.json().message).toBe(
      'PayPal did not refund the payment: CAPTURE_FULLY_REFUNDED: The capture has already been fully refunded. Nothing was changed; try again, or refund by hand.',
    );
    expect(paypal.requests.some((request) => request.method === 'GET' && request.path === `/v2/checkout/orders/${reference}`)).toBe(true);
    expect(await statusOf(orderId)).toBe('paid');
  });
});

describe('GET /payments/attention and re-verify', () => {
  it('lists a payment pending for long, and re-verify pays it once through settlePayment', async () => {
    const { orderId, reference } = await place('paystack');
    expect((await attention()).some((issue) => issue.reference === reference)).toBe(false);
    now = new Date(Date.now() + 31 * 60_000);
    const issue = (await attention()).find((candidate) => candidate.reference === reference);
    expect(issue).toMatchObject({
      id: `payment:paystack:${reference}`,
      kind: 'pending-long',
      orderId,
      orderStatus: 'pending',
      amount: 29.99,
      currency: 'USD',
      actions: ['reverify'],
    });

    const still = await adminCall(app(), staff, { method: 'POST', url: `payments/paystack/${reference}/reverify` });
    expect(still.json()).toEqual({ outcome: 'pending', message: 'The provider has not confirmed this payment yet.', orderId });

    paystack.settle(reference, 'success');
    const paid = await adminCall(app(), staff, { method: 'POST', url: `payments/paystack/${reference}/reverify` });
    expect(paid.json()).toMatchObject({ outcome: 'paid', orderId });
    const again = await adminCall(app(), staff, { method: 'POST', url: `payments/paystack/${reference}/reverify` });
    expect(again.json().outcome).toBe('already-paid');
    expect(paidOrders.filter((id) => id === orderId)).toHaveLength(1);
    expect((await attention()).some((candidate) => candidate.reference === reference)).toBe(false);

    const entries = await app()
      .db.select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'payment.reverify'), eq(auditLog.targetId, `paystack:${reference}`)));
    expect(entries.map((entry) => entry.after)).toEqual([{ outcome: 'pending' }, { outcome: 'paid' }]);
    expect(entries[1].before).toEqual({ paymentStatus: 'pending', orderStatus: 'pending' });
    now = new Date();
  });

  it('lists an amount mismatch with what the provider reported, and a check that failed with its reason', async () => {
    const mismatched = await place('paystack');
    paystack.settle(mismatched.reference, 'success', { amount: 1000 });
    await verify(mismatched.orderId);
    const unreachable = await place('paystack');
    paystack.failNext('5xx');
    expect((await verify(unreachable.orderId)).statusCode).toBe(502);

    const issues = await attention();
    expect(issues.find((issue) => issue.reference === mismatched.reference)).toMatchObject({
      kind: 'amount-mismatch',
      detail: 'Paystack reported 10.00 USD for an order of 29.99 USD',
    });
    expect(issues.find((issue) => issue.reference === unreachable.reference)).toMatchObject({
      kind: 'verification-failed',
      detail: expect.stringMatching(/^Checking with Paystack failed at .*: paystack: answered 503$/),
    });
    const order: AdminOrder = (await adminCall(app(), staff, { url: `orders/${unreachable.orderId}` })).json();
    expect(order.payments[0].lastError).toBe('paystack: answered 503');

    paystack.failNext('5xx');
    const down = await adminCall(app(), staff, { method: 'POST', url: `payments/paystack/${unreachable.reference}/reverify` });
    expect(down.json()).toMatchObject({ outcome: 'unavailable' });
    paystack.settle(unreachable.reference, 'failed');
    const failed = await adminCall(app(), staff, { method: 'POST', url: `payments/paystack/${unreachable.reference}/reverify` });
    expect(failed.json().outcome).toBe('failed');
    expect((await attention()).some((issue) => issue.reference === unreachable.reference)).toBe(false);
  });

  it('lists a signed webhook that matches no payment until an operator marks it handled', async () => {
    const event = { event: 'charge.success', data: { reference: 'T_not_ours_123', status: 'success', amount: 500000, currency: 'NGN' } };
    const raw = JSON.stringify(event);
    const hook = await app().inject({
      method: 'POST',
      url: '/api/v1/web/webhooks/paystack',
      headers: { 'content-type': 'application/json', 'x-paystack-signature': paystackSignature(raw, SECRET) },
      payload: raw,
    });
    expect(hook.statusCode).toBe(200);
    const issue = (await attention()).find((candidate) => candidate.reference === 'T_not_ours_123')!;
    expect(issue).toMatchObject({
      kind: 'unmatched-webhook',
      provider: 'paystack',
      orderId: null,
      amount: 5000,
      currency: 'NGN',
      detail: 'Paystack sent charge.success for T_not_ours_123 (5000.00 NGN), which matches no payment of this store',
      actions: ['handled'],
    });
    const id = Number(issue.id.split(':')[1]);
    const handled = await adminCall(app(), staff, { method: 'POST', url: `payments/webhook-events/${id}/handled` });
    expect([handled.statusCode, handled.json()]).toEqual([200, { message: 'Marked as handled.' }]);
    expect((await adminCall(app(), staff, { method: 'POST', url: `payments/webhook-events/${id}/handled` })).json()).toEqual({
      message: 'This webhook event was already handled.',
    });
    expect((await attention()).some((candidate) => candidate.reference === 'T_not_ours_123')).toBe(false);
    const [row] = await app().db.select().from(paymentWebhookEvents).where(eq(paymentWebhookEvents.id, id));
    expect(row.handledBy).toBe(STAFF.email);
    expect(
      (
        await app()
          .db.select()
          .from(auditLog)
          .where(and(eq(auditLog.action, 'payment.webhook-handled'), eq(auditLog.targetId, String(id))))
      ).length,
    ).toBe(1);
  });

  it('answers 404 for an unknown payment or webhook event, 400 for a bad provider or id', async () => {
    expect((await adminCall(app(), staff, { method: 'POST', url: 'payments/paystack/sf_unknown/reverify' })).json()).toEqual({ message: 'Payment not found' });
    expect((await adminCall(app(), staff, { method: 'POST', url: 'payments/webhook-events/999999/handled' })).json()).toEqual({
      message: 'Webhook event not found',
    });
    const provider = await adminCall(app(), staff, { method: 'POST', url: 'payments/stripe/x/reverify' });
    expect([provider.statusCode, provider.json()]).toEqual([400, { message: 'params/provider must be one of "paystack", "paypal", "sandbox"' }]);
    const id = await adminCall(app(), staff, { method: 'POST', url: 'payments/webhook-events/0/handled' });
    expect([id.statusCode, id.json()]).toEqual([400, { message: 'params/id must be >= 1' }]);
    const count = await app().db.execute(sql`SELECT count(*)::int AS n FROM audit_log WHERE action = 'payment.reverify' AND target_id LIKE '%unknown%'`);
    expect((count as unknown as { rows: { n: number }[] }).rows[0].n).toBe(0);
  });
});
