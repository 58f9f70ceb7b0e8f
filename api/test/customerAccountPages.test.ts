// What a signed-in customer does in My account: details, a new password (the current one needed; other sessions
// end), saved addresses with one default, and the account's orders — placed signed in, or guest orders joined when
// the address was confirmed — shown with what they deliver; the account is the order's proof for the order page and a
// new download link, and nobody else's.
import './support/nativeEsmPackages';
import { and, eq, isNull } from 'drizzle-orm';
import { ACCOUNT_MESSAGES } from '@storefront/shared/account';
import { customerEvents, customers } from '../src/accounts/accountTables';
import { auditLog } from '../src/admin/adminTables';
import { orders } from '../src/db/schema';
import { STAFF, adminCall, signIn as signInOperator } from './support/adminSession';
import { mailOutbox } from '../src/mail/mailTables';
import { type CustomerSignedIn, ACCOUNT, STORE_ORIGIN, accountCall, lastMailId, mailedLink, sessionCookieOf, tokenOf } from './support/customerAccount';
import { orderPayload } from './support/orderPayload';
import { APP_START_TIMEOUT_MS, type TestApp, startTestApp } from './support/testApp';

jest.setTimeout(60_000);

let testApp: TestApp;
beforeAll(async () => {
  testApp = await startTestApp({ rateLimit: { max: 1000, timeWindowMs: 60_000 }, mail: { worker: { pollIntervalMs: 20 } } });
}, APP_START_TIMEOUT_MS);
afterAll(() => testApp?.close());

const app = () => testApp.app;
const PASSWORD = 'a long enough password';

async function accountFor(email: string): Promise<CustomerSignedIn> {
  const before = await lastMailId(app(), email);
  await accountCall(app(), 'sign_up', { firstName: 'Ada', lastName: 'Lovelace', email, password: PASSWORD });
  const link = await mailedLink(app(), email, 'Confirm e-mail address', before);
  await accountCall(app(), 'verify_email', { token: tokenOf(link, 'verify') });
  const response = await accountCall(app(), 'sign_in', { email, password: PASSWORD, remember: false });
  return { cookie: sessionCookieOf(response), csrfToken: response.json().csrfToken };
}

const call = (session: CustomerSignedIn, method: 'GET' | 'POST' | 'PUT' | 'DELETE', path: string, payload?: object) =>
  app().inject({
    method,
    url: `${ACCOUNT}/${path}`,
    headers: { origin: STORE_ORIGIN, cookie: session.cookie, ...(method === 'GET' ? {} : { 'x-csrf-token': session.csrfToken }) },
    payload,
  });

async function paidOrder(cookie: string, email: string) {
  const payload = await orderPayload(app(), [{ productId: 341, license: 'Standard' }], { paymentMethod: 'paystack' });
  payload.customer.email = email;
  const placed = await app().inject({ method: 'POST', url: '/api/v1/web/place_order', payload, headers: cookie ? { cookie } : {} });
  expect(placed.statusCode).toBe(201);
  const { order_id: orderId, payment_url: paymentUrl } = placed.json();
  const path = new URL(paymentUrl).pathname;
  await app().inject({ method: 'POST', url: `${path}/pay`, headers: { 'content-type': 'application/x-www-form-urlencoded' }, payload: '' });
  const verified = await app().inject({
    method: 'POST',
    url: '/api/v1/web/verify_payment',
    payload: { reference: path.split('/').pop(), orderId },
    headers: { cookie },
  });
  expect(verified.json().payment_status).toBe('success');
  return orderId as string;
}

describe('details and password', () => {
  it('saves the details, and changes the password only with the current one, ending the other sessions', async () => {
    const session = await accountFor('details@example.com');
    const other = await accountCall(app(), 'sign_in', { email: 'details@example.com', password: PASSWORD, remember: true });
    const saved = await call(session, 'POST', 'details', { firstName: ' Grace ', lastName: 'Hopper', phone: '+1 555 0100', country: 'US' });
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toMatchObject({ firstName: 'Grace', lastName: 'Hopper', phone: '+1 555 0100', country: 'US', email: 'details@example.com' });

    const wrong = await call(session, 'POST', 'password', { currentPassword: 'not it at all', newPassword: 'another long password' });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toEqual({ message: ACCOUNT_MESSAGES.currentPasswordWrong });
    const changed = await call(session, 'POST', 'password', { currentPassword: PASSWORD, newPassword: 'another long password' });
    expect(changed.json()).toEqual({ success: true, message: ACCOUNT_MESSAGES.passwordUpdated });
    expect((await accountCall(app(), 'session', undefined, { headers: { cookie: sessionCookieOf(other) } })).json().customer).toBeNull();
    expect((await accountCall(app(), 'session', undefined, { session })).json().customer.firstName).toBe('Grace');
  });
});

describe('saved addresses', () => {
  const address = (street: string, isDefault = false) => ({
    firstName: 'Ada',
    lastName: 'Lovelace',
    phone: '+2348012345678',
    street,
    city: 'Lagos',
    state: 'Lagos',
    postalCode: '100001',
    country: 'NG',
    isDefault,
  });

  it('adds (the first becomes the default), changes, moves the default, deletes, and keeps them to their account', async () => {
    const session = await accountFor('addresses@example.com');
    const stranger = await accountFor('stranger@example.com');
    const first = await call(session, 'POST', 'addresses', address('1 Marina Road'));
    expect(first.statusCode).toBe(201);
    expect(first.json().addresses).toEqual([expect.objectContaining({ street: '1 Marina Road', isDefault: true })]);
    const second = (await call(session, 'POST', 'addresses', address('2 Broad Street', true))).json().addresses;
    expect(second.map((saved: { street: string; isDefault: boolean }) => [saved.street, saved.isDefault])).toEqual([
      ['2 Broad Street', true],
      ['1 Marina Road', false],
    ]);
    const marina = second[1].id;
    const edited = (await call(session, 'PUT', `addresses/${marina}`, { ...address('1 Marina Road, Flat 2'), isDefault: true })).json().addresses;
    expect(edited[0]).toMatchObject({ id: marina, street: '1 Marina Road, Flat 2', isDefault: true });

    expect((await call(stranger, 'DELETE', `addresses/${marina}`)).statusCode).toBe(404);
    expect((await call(stranger, 'GET', 'addresses')).json()).toEqual({ addresses: [] });
    const left = (await call(session, 'DELETE', `addresses/${marina}`)).json().addresses;
    expect(left).toEqual([expect.objectContaining({ street: '2 Broad Street', isDefault: true })]);
    const refused = await call(session, 'POST', 'addresses', { ...address(''), isDefault: false });
    expect(refused.statusCode).toBe(400);
  });
});

describe('orders', () => {
  it("lists orders placed signed in with their deliveries; the account is the order's proof, only for its own orders", async () => {
    const session = await accountFor('buyer@example.com');
    const stranger = await accountFor('not-the-buyer@example.com');
    const orderId = await paidOrder(session.cookie, 'typed-at-checkout@example.com');
    const listed = await call(session, 'GET', 'orders');
    expect(listed.statusCode).toBe(200);
    const [order] = listed.json().orders;
    expect(order).toMatchObject({
      id: orderId,
      status: 'paid',
      access: 'owner',
      currency: 'USD',
      order_items: [expect.objectContaining({ license_type: 'Standard' })],
    });
    expect(order.deliveries).toEqual([
      expect.objectContaining({
        status: 'active',
        license_key: expect.any(String),
        certificate_url: expect.any(String),
        download: expect.objectContaining({ url: expect.any(String) }),
      }),
    ]);

    // The order page and a new download link, by the account alone (no order proof cookie).
    const page = await app().inject({ url: `/api/v1/web/orders/${orderId}`, headers: { cookie: session.cookie } });
    expect(page.json().order.access).toBe('owner');
    const strangers = await app().inject({ url: `/api/v1/web/orders/${orderId}`, headers: { cookie: stranger.cookie } });
    expect(strangers.json().order.access).toBe('masked');
    expect((await call(stranger, 'GET', 'orders')).json()).toEqual({ orders: [] });
    const renew = (cookie: string) => app().inject({ method: 'POST', url: `/api/v1/web/orders/${orderId}/downloads/1/renew`, headers: { cookie } });
    expect((await renew(stranger.cookie)).statusCode).toBe(403);
    const renewed = await renew(session.cookie);
    expect(renewed.statusCode).toBe(201);
    expect(renewed.json().delivery.download.url).not.toBe(order.deliveries[0].download.url);
  });

  it('needs a session: 401 without one', async () => {
    const response = await app().inject({ url: `${ACCOUNT}/orders` });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ message: ACCOUNT_MESSAGES.signInRequired });
  });
});

describe('export and delete', () => {
  it('exports everything held about the account as a JSON download, never a password hash or a token', async () => {
    const session = await accountFor('export@example.com');
    await call(session, 'POST', 'addresses', {
      firstName: 'Ada',
      lastName: 'L',
      phone: '',
      street: '1 Road',
      city: 'Lagos',
      state: '',
      postalCode: '',
      country: 'NG',
      isDefault: true,
    });
    const orderId = await paidOrder(session.cookie, 'export@example.com');
    const exported = await call(session, 'POST', 'export', {});
    expect(exported.statusCode).toBe(200);
    expect(exported.headers['content-disposition']).toMatch(/^attachment; filename="account-[0-9a-f-]+\.json"$/);
    const body = exported.json();
    expect(body.account).toMatchObject({ email: 'export@example.com', firstName: 'Ada' });
    expect(body.addresses).toEqual([expect.objectContaining({ street: '1 Road', isDefault: true })]);
    expect(body.orders.map((order: { id: string }) => order.id)).toEqual([orderId]);
    expect(body.sessions.length).toBeGreaterThan(0);
    expect(body.events.map((event: { action: string }) => event.action)).toEqual(expect.arrayContaining(['signed-up', 'email-verified', 'signed-in']));
    expect(exported.body).not.toMatch(/argon2|password_?hash|token_?hash|csrf/i);
    expect(
      (await app().inject({ method: 'POST', url: `${ACCOUNT}/export`, headers: { origin: STORE_ORIGIN, cookie: session.cookie }, payload: {} })).statusCode,
    ).toBe(403);
  });

  it('deletes the account only with its password: orders kept without personal data, unsent e-mails dropped, sessions ended', async () => {
    const email = 'leaving@example.com';
    const session = await accountFor(email);
    const orderId = await paidOrder(session.cookie, email);
    const wrong = await call(session, 'POST', 'delete', { password: 'not the password' });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toEqual({ message: ACCOUNT_MESSAGES.passwordToDelete });

    // An e-mail about the order still waiting (due later, so the worker leaves it alone meanwhile).
    await app()
      .db.insert(mailOutbox)
      .values({ orderId, kind: 'receipt', resend: 99, messageId: '<waiting@localhost>', nextAttemptAt: new Date(Date.now() + 3_600_000) });
    const deleted = await call(session, 'POST', 'delete', { password: PASSWORD });
    expect(deleted.statusCode).toBe(200);
    expect(deleted.json()).toEqual({ success: true, message: ACCOUNT_MESSAGES.accountDeleted });

    const [order] = await app().db.select().from(orders).where(eq(orders.id, orderId));
    expect(order).toMatchObject({
      customerId: null,
      customerFirstName: 'Deleted',
      customerLastName: 'customer',
      customerEmail: '',
      customerPhone: '',
      addressStreet: '',
    });
    expect(order.status).toBe('paid');
    expect(
      await app()
        .db.select()
        .from(mailOutbox)
        .where(and(eq(mailOutbox.orderId, orderId), isNull(mailOutbox.sentAt))),
    ).toEqual([]);
    expect(await app().db.select().from(customers).where(eq(customers.email, email))).toEqual([]);
    expect((await accountCall(app(), 'session', undefined, { session })).json().customer).toBeNull();
    expect((await accountCall(app(), 'sign_in', { email, password: PASSWORD, remember: false })).statusCode).toBe(401);
    const [event] = await app().db.select().from(customerEvents).where(eq(customerEvents.action, 'deleted'));
    expect(event).toMatchObject({ customerId: null, details: { anonymisedOrders: 1 } });
    expect(JSON.stringify(event)).not.toContain(email);
  });
});

describe('the console', () => {
  it('shows whether an order belongs to an account and sends its holder a reset link again, audited, never a token', async () => {
    const session = await accountFor('console@example.com');
    const orderId = await paidOrder(session.cookie, 'console@example.com');
    const guest = await paidOrder('', 'guest-only@example.com');
    const operator = await signInOperator(app(), STAFF);
    const page = await adminCall(app(), operator, { url: `orders/${orderId}` });
    expect(page.json().account).toEqual({ id: expect.any(String), email: 'console@example.com', emailVerified: true });
    expect(page.body).not.toMatch(/argon2|token/i);
    expect((await adminCall(app(), operator, { url: `orders/${guest}` })).json().account).toBeNull();

    const before = await lastMailId(app(), 'console@example.com');
    const sent = await adminCall(app(), operator, { method: 'POST', url: `orders/${orderId}/account-email`, payload: { kind: 'reset' } });
    expect(sent.statusCode).toBe(202);
    expect(sent.json().message).toBe('A link to choose a new password is on its way to console@example.com.');
    expect(sent.body).not.toContain('reset=');
    await mailedLink(app(), 'console@example.com', 'Choose a new password', before);
    const confirmedAlready = await adminCall(app(), operator, { method: 'POST', url: `orders/${orderId}/account-email`, payload: { kind: 'verification' } });
    expect(confirmedAlready.statusCode).toBe(409);
    expect((await adminCall(app(), operator, { method: 'POST', url: `orders/${guest}/account-email`, payload: { kind: 'reset' } })).statusCode).toBe(409);
    const [entry] = await app().db.select().from(auditLog).where(eq(auditLog.action, 'order.account-reset-email'));
    expect(entry).toMatchObject({ targetId: orderId, operatorEmail: STAFF.email });
  });
});
