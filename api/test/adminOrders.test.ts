// The console's orders: the list with search, filters and pages; the order page with payments,
// licenses, e-mails and a timeline built from the database; resending a receipt through the outbox to a real SMTP
// server (its own e-mail and Message-ID, while a second settlement still queues none); and a refund recorded by hand
// for a sandbox payment, which revokes the downloads (410) and is audited with before and after.
import './support/nativeEsmPackages';
import { and, count, eq } from 'drizzle-orm';
import type { AdminOrder, OrderList } from '@storefront/shared/schemas/admin';
import { auditLog } from '../src/admin/adminTables';
import { orders, refunds } from '../src/db/schema';
import { mailOutbox } from '../src/mail/mailTables';
import { OWNER, STAFF, type SignedIn, adminCall, signIn } from './support/adminSession';
import { eventually } from './support/eventually';
import { type LocalSmtpServer, startLocalSmtpServer } from './support/localSmtpServer';
import { orderPayload } from './support/orderPayload';
import { paySandboxOrder, placeSandboxOrder } from './support/sandboxOrder';
import { APP_START_TIMEOUT_MS, type TestApp, startTestApp } from './support/testApp';

jest.setTimeout(30_000);

let smtp: LocalSmtpServer;
let testApp: TestApp;
let owner: SignedIn;
let staff: SignedIn;

beforeAll(async () => {
  smtp = await startLocalSmtpServer();
  testApp = await startTestApp({
    rateLimit: { max: 10_000, timeWindowMs: 60_000 },
    mail: { smtpUrl: smtp.url, from: 'Shop <shop@shop.example>', worker: { pollIntervalMs: 20, retry: { baseMs: 20, maxMs: 200 } } },
  });
  owner = await signIn(testApp.app, OWNER);
  staff = await signIn(testApp.app, STAFF);
}, APP_START_TIMEOUT_MS);
afterAll(async () => {
  await testApp?.close();
  await smtp?.close();
});

const app = () => testApp.app;
const list = async (query: string, as: SignedIn = staff): Promise<OrderList> => {
  const response = await adminCall(app(), as, { url: `orders${query}` });
  expect(response.statusCode).toBe(200);
  return response.json();
};
const orderPage = async (orderId: string): Promise<AdminOrder> => {
  const response = await adminCall(app(), staff, { url: `orders/${orderId}` });
  expect(response.statusCode).toBe(200);
  return response.json();
};

async function placeNoPaymentOrder(customer: { firstName: string; lastName: string; email: string }) {
  const payload = await orderPayload(app(), [{ productId: 2, quantity: 3 }], { paymentMethod: 'no-payment' });
  const response = await app().inject({
    method: 'POST',
    url: '/api/v1/web/place_order',
    payload: { ...payload, customer: { ...payload.customer, ...customer } },
  });
  expect(response.statusCode).toBe(201);
  return response.json().order_id as string;
}

describe('GET /orders', () => {
  it('lists newest first and finds an order by id prefix, e-mail or name, whatever the case', async () => {
    const first = await placeNoPaymentOrder({ firstName: 'Grace', lastName: 'Hopper', email: 'grace.hopper@example.com' });
    const second = await placeNoPaymentOrder({ firstName: 'Alan', lastName: 'Turing', email: 'alan@example.org' });

    const newest = await list('?pageSize=2');
    expect(newest.items.map((item) => item.id)).toEqual([second, first]);
    expect(newest.items[0]).toEqual({
      id: second,
      placedAt: expect.stringMatching(/Z$/),
      status: 'pending',
      customerName: 'Alan Turing',
      customerEmail: 'alan@example.org',
      paymentMethod: 'no-payment',
      currency: 'USD',
      total: expect.any(Number),
      itemCount: 3,
    });

    expect((await list(`?q=${first.slice(0, 8).toUpperCase()}`)).items.map((item) => item.id)).toEqual([first]);
    expect((await list(`?q=${first}`)).items.map((item) => item.id)).toEqual([first]);
    expect((await list('?q=GRACE.HOPPER@')).items.map((item) => item.id)).toEqual([first]);
    expect((await list('?q=ace%20hop')).items.map((item) => item.id)).toEqual([first]);
    expect((await list('?q=turing')).items.map((item) => item.id)).toEqual([second]);
    // LIKE's wildcards are taken literally.
    expect((await list('?q=%25')).total).toBe(0);
    expect((await list('?q=_')).total).toBe(0);
  });

  it('filters by status, payment method and dates, and pages', async () => {
    const { orderId: paid } = await paySandboxOrder(app());
    const byStatus = await list('?status=paid&pageSize=100');
    expect(byStatus.items.every((item) => item.status === 'paid')).toBe(true);
    expect(byStatus.items.map((item) => item.id)).toContain(paid);
    expect((await list('?paymentMethod=no-payment&pageSize=100')).items.every((item) => item.paymentMethod === 'no-payment')).toBe(true);

    const today = new Date().toISOString().slice(0, 10);
    expect((await list(`?from=${today}&to=${today}&pageSize=100`)).items.map((item) => item.id)).toContain(paid);
    expect((await list('?to=2020-01-01')).total).toBe(0);

    const all = await list('?pageSize=1');
    expect(all.totalPages).toBe(all.total);
    const page2 = await list('?pageSize=1&page=2');
    expect(page2).toMatchObject({ page: 2, pageSize: 1, total: all.total });
    expect(page2.items[0].id).not.toBe(all.items[0].id);
  });

  it('answers 400 with a message for bad filters', async () => {
    const cases: [string, string][] = [
      ['?page=0', 'querystring/page must be >= 1'],
      ['?page=two', 'querystring/page must be integer'],
      ['?pageSize=101', 'querystring/pageSize must be <= 100'],
      ['?status=lost', 'querystring/status must be one of "pending", "paid", "failed", "cancelled", "refunded"'],
      ['?from=2026-13-01', 'querystring/from must match format "date"'],
      ['?from=2026-02-02&to=2026-02-01', 'querystring/from must not be after querystring/to'],
      ['?q=a%00b', 'querystring/q must not contain the character U+0000'],
    ];
    for (const [query, message] of cases) {
      const response = await adminCall(app(), staff, { url: `orders${query}` });
      expect([query, response.statusCode, response.json()]).toEqual([query, 400, { message }]);
    }
  });
});

describe('GET /orders/:id', () => {
  it('shows customer, lines, payment, licenses, e-mails, downloads and a timeline from the database', async () => {
    const { orderId, reference, verified } = await paySandboxOrder(app());
    const [premium] = verified.order.deliveries;
    expect((await app().inject({ url: new URL(premium.download.url).pathname })).statusCode).toBe(200);
    await eventually(async () => (await orderPage(orderId)).emails.every((email) => email.sentAt !== null));

    const order = await orderPage(orderId);
    expect(order).toMatchObject({
      id: orderId,
      status: 'paid',
      customer: { firstName: 'Ada', lastName: 'Okafor', email: 'ada@example.com', phone: '+2348012345678' },
      address: { country: 'NG', city: 'Lagos', street: '12 Marina Road' },
      notes: 'Leave at the front desk',
      paidAt: expect.any(String),
      refund: null,
      providerRefundAvailable: false,
    });
    expect(order.lines.map((line) => [line.lineNumber, line.productId, line.licenseType, line.quantity])).toEqual([
      [1, 341, 'Premium', 2],
      [2, 1, null, 1],
      [3, 342, 'Standard', 1],
    ]);
    expect(order.payments).toEqual([
      expect.objectContaining({ provider: 'sandbox', reference, status: 'success', currency: 'USD', amount: order.total, lastError: null }),
    ]);
    expect(
      order.entitlements.map((entitlement) => [entitlement.lineNumber, entitlement.licenseType, entitlement.downloadsUsed, entitlement.revokedAt]),
    ).toEqual([
      [1, 'Premium', 1, null],
      [3, 'Standard', 0, null],
    ]);
    expect(order.entitlements[0].licenseKey).toBe(premium.license_key);
    expect(order.emails.map((email) => [email.kind, email.resent, email.sentAt !== null])).toEqual([
      ['order-received', false, true],
      ['receipt', false, true],
    ]);
    const kinds = order.timeline.map((event) => event.kind);
    expect(kinds[0]).toBe('placed');
    expect(kinds.filter((kind) => kind !== 'email-queued' && kind !== 'email-sent')).toEqual(['placed', 'payment-started', 'paid', 'download']);
    expect(kinds.filter((kind) => kind === 'email-sent')).toHaveLength(2);
    expect(order.timeline.find((event) => event.kind === 'paid')?.summary).toBe(`Paid through the sandbox (ref ${reference})`);
    const times = order.timeline.map((event) => event.at);
    expect([...times].sort()).toEqual(times);
  });

  it('shows a declined payment as failed', async () => {
    const { orderId, path } = await placeSandboxOrder(app());
    await app().inject({ method: 'POST', url: `${path}/decline`, headers: { 'content-type': 'application/x-www-form-urlencoded' }, payload: '' });
    const order = await orderPage(orderId);
    expect(order.status).toBe('failed');
    expect(order.timeline.map((event) => event.kind)).toContain('payment-failed');
  });

  it('answers 404 for an unknown or malformed id', async () => {
    for (const id of ['3f1c2d4e-0000-4000-8000-000000000000', 'not-an-order']) {
      const response = await adminCall(app(), staff, { url: `orders/${id}` });
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ message: 'Order not found' });
    }
  });
});

describe('POST /orders/:id/resend-receipt', () => {
  it('sends the receipt again as its own e-mail with its own Message-ID, shown on the timeline with the operator', async () => {
    const { orderId } = await paySandboxOrder(app());
    const receipts = () => smtp.received.filter((mail) => mail.subject?.startsWith('Your receipt') && mail.text?.includes(orderId));
    await eventually(() => receipts().length === 1);

    const response = await adminCall(app(), staff, { method: 'POST', url: `orders/${orderId}/resend-receipt` });
    expect(response.statusCode).toBe(202);
    expect(response.json().message).toBe('The receipt is on its way to ada@example.com again.');
    const [first, again] = await eventually(() => receipts().length === 2 && receipts());
    expect(first.messageId).toBe(`<receipt.${orderId}@shop.example>`);
    expect(again.messageId).toBe(`<receipt.${orderId}.resend-1@shop.example>`);
    expect(again.text).toContain(orderId);

    // A second settlement still queues no second receipt.
    await app()
      .orderLifecycle.run('paid', app().db as never, orderId)
      .catch(() => {});
    const rows = await app()
      .db.select()
      .from(mailOutbox)
      .where(and(eq(mailOutbox.orderId, orderId), eq(mailOutbox.kind, 'receipt')));
    expect(rows.map((row) => row.resend).sort()).toEqual([0, 1]);

    const order = await orderPage(orderId);
    expect(order.emails.filter((email) => email.resent)).toHaveLength(1);
    const resent = order.timeline.find((event) => event.kind === 'receipt-resent');
    expect(resent).toMatchObject({ operatorEmail: STAFF.email, summary: 'Receipt queued to be sent again' });
    const [entry] = await app()
      .db.select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'order.resend-receipt'), eq(auditLog.targetId, orderId)));
    expect(entry).toMatchObject({ operatorId: staff.operatorId, targetType: 'order', before: null, after: { to: 'ada@example.com' } });
  });

  it('answers 409 for an order that is not paid, and queues nothing', async () => {
    const { orderId } = await placeSandboxOrder(app());
    const response = await adminCall(app(), staff, { method: 'POST', url: `orders/${orderId}/resend-receipt` });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({ message: 'Only a paid order has a receipt to send again.' });
    const [{ receipts }] = await app()
      .db.select({ receipts: count() })
      .from(mailOutbox)
      .where(and(eq(mailOutbox.orderId, orderId), eq(mailOutbox.kind, 'receipt')));
    expect(receipts).toBe(0);
  });
});

describe('POST /orders/:id/refund (by hand: a sandbox payment)', () => {
  it('refunds, revokes the downloads (410), keeps the record and audits before and after', async () => {
    const { orderId, verified } = await paySandboxOrder(app());
    const response = await adminCall(app(), owner, { method: 'POST', url: `orders/${orderId}/refund`, payload: { reason: '  Bought twice by mistake ' } });
    expect(response.statusCode).toBe(200);
    const { message, order } = response.json() as { message: string; order: AdminOrder };
    expect(message).toBe("Recorded as refunded by hand; the order's downloads are revoked.");
    expect(order.status).toBe('refunded');
    expect(order.refund).toEqual({
      refundedAt: expect.any(String),
      method: 'manual',
      providerReference: null,
      reason: 'Bought twice by mistake',
      operatorEmail: OWNER.email,
    });
    expect(order.entitlements.every((entitlement) => entitlement.revokedAt !== null)).toBe(true);
    expect(order.timeline.at(-1)).toMatchObject({
      kind: 'refunded',
      operatorEmail: OWNER.email,
      summary: 'Refunded by hand (recorded): Bought twice by mistake',
    });

    const download = await app().inject({ url: new URL(verified.order.deliveries[0].download.url).pathname });
    expect(download.statusCode).toBe(410);
    expect(download.json()).toEqual({ message: 'This purchase was refunded, so its downloads are no longer available.' });

    const [record] = await app().db.select().from(refunds).where(eq(refunds.orderId, orderId));
    expect(record).toMatchObject({ method: 'manual', provider: 'sandbox', operatorId: owner.operatorId, reason: 'Bought twice by mistake', currency: 'USD' });
    const [entry] = await app()
      .db.select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'order.refund'), eq(auditLog.targetId, orderId)));
    expect(entry).toMatchObject({
      operatorId: owner.operatorId,
      before: { status: 'paid' },
      after: { status: 'refunded', method: 'manual', providerReference: null, reason: 'Bought twice by mistake' },
    });

    const again = await adminCall(app(), owner, { method: 'POST', url: `orders/${orderId}/refund`, payload: { reason: 'again' } });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({ message: 'This order is already refunded.' });
  });

  it('answers 409 for an unpaid order and 400 for a missing or blank reason, changing nothing', async () => {
    const { orderId: pending } = await placeSandboxOrder(app());
    const unpaid = await adminCall(app(), owner, { method: 'POST', url: `orders/${pending}/refund`, payload: { reason: 'why not' } });
    expect(unpaid.statusCode).toBe(409);
    expect(unpaid.json()).toEqual({ message: 'Only a paid order can be refunded.' });

    const { orderId: paid } = await paySandboxOrder(app());
    const cases: [unknown, string][] = [
      [{}, "body must have required property 'reason'"],
      [{ reason: '   ' }, 'body/reason must not be blank'],
      [{ reason: '' }, 'body/reason must NOT have fewer than 1 characters'],
      [{ reason: 'x'.repeat(501) }, 'body/reason must NOT have more than 500 characters'],
      [{ reason: 'ok', amount: 3 }, 'body must not have the unknown field "amount"'],
      [{ reason: 'nul \u0000 here' }, 'body/reason must not contain the character U+0000'],
    ];
    for (const [payload, message] of cases) {
      const response = await adminCall(app(), owner, { method: 'POST', url: `orders/${paid}/refund`, payload: payload as object });
      expect([response.statusCode, response.json()]).toEqual([400, { message }]);
    }
    const [row] = await app().db.select().from(orders).where(eq(orders.id, paid));
    expect(row.status).toBe('paid');
    expect(await app().db.select().from(refunds).where(eq(refunds.orderId, paid))).toEqual([]);
  });
});
