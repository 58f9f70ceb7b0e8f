// The contact messages inbox (read, handled, reopened; the unread count) and the dashboard: orders,
// paid orders and revenue net of refunds per UTC day, top products by units in paid orders, and what waits for a
// look — on a database of its own, so every figure is known.
import './support/nativeEsmPackages';
import { and, asc, eq } from 'drizzle-orm';
import type { ContactMessage, Dashboard, MessageList } from '@storefront/shared/schemas/admin';
import { auditLog } from '../src/admin/adminTables';
import { OWNER, STAFF, type SignedIn, adminCall, signIn } from './support/adminSession';
import { orderPayload } from './support/orderPayload';
import { paySandboxOrder, placeSandboxOrder } from './support/sandboxOrder';
import { APP_START_TIMEOUT_MS, type TestApp, startTestApp } from './support/testApp';

jest.setTimeout(30_000);

let testApp: TestApp;
let owner: SignedIn;
let staff: SignedIn;

beforeAll(async () => {
  testApp = await startTestApp({ rateLimit: { max: 10_000, timeWindowMs: 60_000 } });
  owner = await signIn(testApp.app, OWNER);
  staff = await signIn(testApp.app, STAFF);
}, APP_START_TIMEOUT_MS);
afterAll(() => testApp?.close());

const app = () => testApp.app;
const inbox = async (query = ''): Promise<MessageList> => (await adminCall(app(), staff, { url: `messages${query}` })).json();

async function sendMessage(name: string) {
  const response = await app().inject({
    method: 'POST',
    url: '/api/v1/web/contact_messages',
    payload: { name, email: `${name.toLowerCase()}@example.com`, message: `Hello from ${name}` },
  });
  expect(response.statusCode).toBe(201);
  return (await inbox('?status=all')).items.find((item) => item.name === name)!;
}

describe('the messages inbox', () => {
  it('lists open messages newest first with the unread count; read, handled and reopened are kept and audited', async () => {
    const first = await sendMessage('Amara');
    const second = await sendMessage('Bayo');
    let open = await inbox();
    expect(open.items.map((item) => item.name)).toEqual(['Bayo', 'Amara']);
    expect(open).toMatchObject({ total: 2, unread: 2, page: 1, totalPages: 1 });
    expect(open.items[1]).toEqual({
      id: first.id,
      name: 'Amara',
      email: 'amara@example.com',
      message: 'Hello from Amara',
      receivedAt: expect.any(String),
      readAt: null,
      handledAt: null,
      handledBy: null,
    });

    const read = await adminCall(app(), staff, { method: 'POST', url: `messages/${first.id}/read` });
    expect(read.statusCode).toBe(200);
    const readItem: ContactMessage = read.json().item;
    expect(readItem.readAt).not.toBeNull();
    // Reading again keeps the first time.
    expect((await adminCall(app(), staff, { method: 'POST', url: `messages/${first.id}/read` })).json().item.readAt).toBe(readItem.readAt);
    expect((await inbox()).unread).toBe(1);

    const handled = await adminCall(app(), staff, { method: 'POST', url: `messages/${second.id}/handled`, payload: { handled: true } });
    expect(handled.json().item).toMatchObject({ handledBy: STAFF.email, readAt: expect.any(String), handledAt: expect.any(String) });
    open = await inbox();
    expect(open.items.map((item) => item.name)).toEqual(['Amara']);
    expect(open.unread).toBe(0);
    expect((await inbox('?status=handled')).items.map((item) => item.name)).toEqual(['Bayo']);
    expect((await inbox('?status=all&pageSize=1&page=2')).items.map((item) => item.name)).toEqual(['Amara']);

    const reopened = await adminCall(app(), owner, { method: 'POST', url: `messages/${second.id}/handled`, payload: { handled: false } });
    expect(reopened.json().item).toMatchObject({ handledAt: null, handledBy: null });
    expect((await inbox()).total).toBe(2);

    const entries = await app()
      .db.select()
      .from(auditLog)
      .where(and(eq(auditLog.targetType, 'message'), eq(auditLog.targetId, String(second.id))))
      .orderBy(asc(auditLog.id));
    expect(entries.map((entry) => [entry.action, entry.before?.handledBy ?? null, entry.after?.handledBy ?? null])).toEqual([
      ['message.handled', null, STAFF.email],
      ['message.handled', STAFF.email, null],
    ]);
    expect(
      (
        await app()
          .db.select()
          .from(auditLog)
          .where(and(eq(auditLog.action, 'message.read'), eq(auditLog.targetId, String(first.id))))
      ).length,
    ).toBe(1);
  });

  it('answers 404 for an unknown message and 400 for bad input', async () => {
    expect((await adminCall(app(), staff, { method: 'POST', url: 'messages/999999/read' })).json()).toEqual({ message: 'Message not found' });
    const cases: [string, object | undefined, string][] = [
      ['messages/1/handled', { handled: 'yes' }, 'body/handled must be boolean'],
      ['messages/1/handled', {}, "body must have required property 'handled'"],
      ['messages/x/read', undefined, 'params/id must be integer'],
    ];
    for (const [url, payload, message] of cases) {
      const response = await adminCall(app(), staff, { method: 'POST', url, payload });
      expect([url, response.statusCode, response.json()]).toEqual([url, 400, { message }]);
    }
    expect((await adminCall(app(), staff, { url: 'messages?status=unread' })).statusCode).toBe(400);
  });
});

describe('GET /dashboard', () => {
  it('sums orders, paid orders and revenue net of refunds per UTC day, and the best sellers', async () => {
    const empty: Dashboard = (await adminCall(app(), staff, { url: 'dashboard?days=7' })).json();
    const today = new Date().toISOString().slice(0, 10);
    expect(empty.days).toHaveLength(7);
    expect(empty.days.at(-1)!.date).toBe(today);
    expect(empty.days[0].date).toBe(new Date(Date.now() - 6 * 86_400_000).toISOString().slice(0, 10));

    const kept = await paySandboxOrder(app(), [{ productId: 341, license: 'Standard', quantity: 3 }]);
    const refunded = await paySandboxOrder(app(), [{ productId: 342, license: 'Standard' }]);
    await placeSandboxOrder(app(), [{ productId: 1, quantity: 5 }]);
    const ngn = await orderPayload(app(), [{ productId: 343, license: 'Standard' }], { currency: 'NGN', paymentMethod: 'no-payment' });
    expect((await app().inject({ method: 'POST', url: '/api/v1/web/place_order', payload: ngn })).statusCode).toBe(201);
    expect((await adminCall(app(), owner, { method: 'POST', url: `orders/${refunded.orderId}/refund`, payload: { reason: 'test' } })).statusCode).toBe(200);

    const response = await adminCall(app(), staff, { url: 'dashboard?days=7' });
    expect(response.statusCode).toBe(200);
    const dashboard: Dashboard = response.json();
    const day = dashboard.days.at(-1)!;
    expect(day.orders - empty.days.at(-1)!.orders).toBe(4);
    expect(day.paidOrders - empty.days.at(-1)!.paidOrders).toBe(2);
    // 3 × 29.99 kept; 29.99 paid and refunded the same day.
    expect(Math.round((day.revenue.USD - empty.days.at(-1)!.revenue.USD) * 100) / 100).toBe(89.97);
    expect(day.revenue.NGN).toBe(empty.days.at(-1)!.revenue.NGN);
    expect(dashboard.totals.orders).toBe(dashboard.days.reduce((sum, each) => sum + each.orders, 0));
    const top = dashboard.topProducts.find((product) => product.productId === 341)!;
    expect(top).toMatchObject({ units: 3, revenue: { USD: 89.97, NGN: 0 } });
    expect(dashboard.topProducts.some((product) => product.productId === 342)).toBe(false);
    expect(dashboard.topProducts[0].units).toBeGreaterThanOrEqual(dashboard.topProducts.at(-1)!.units);
    expect(dashboard.openMessages).toBe((await inbox()).total);
    expect(dashboard.paymentsNeedingLook).toBe((await adminCall(app(), staff, { url: 'payments/attention' })).json().items.length);
    expect(kept.orderId).toBeTruthy();

    expect((await adminCall(app(), staff, { url: 'dashboard' })).json().days).toHaveLength(30);
    expect((await adminCall(app(), staff, { url: 'dashboard?days=90' })).json().days).toHaveLength(90);
    for (const days of ['8', 'week', '-7']) {
      const bad = await adminCall(app(), staff, { url: `dashboard?days=${days}` });
      expect([days, bad.statusCode, bad.json()]).toEqual([days, 400, { message: 'querystring/days must be one of 7, 30, 90' }]);
    }
  });
});
