// Customer accounts: answers that do not tell which addresses have accounts (same status, same body, the same argon2id
// work) for sign-up, sign-in and a forgotten password; confirming the address by the e-mailed link, which joins the
// guest orders placed with it; the session cookie and Remember me; CSRF and foreign origins refused; the lock after
// ten wrong passwords; single-use, expiring reset links that end every session.
import './support/nativeEsmPackages';
import { hash as argon2Hash, verify as argon2Verify } from '@node-rs/argon2';
import { desc, eq } from 'drizzle-orm';
import { devMailbox } from '../src/mail/mailTables';
import { ACCOUNT_MESSAGES } from '@storefront/shared/account';
import type { Product } from '@storefront/shared/schemas';
import { toCartLine } from '@storefront/shared/shopper';
import { orders } from '../src/db/schema';
import { customerSessions, customers } from '../src/accounts/accountTables';
import { type CustomerSignedIn, accountCall, lastMailId, mailedLink, sessionCookieOf, setCookieNamed, tokenOf } from './support/customerAccount';
import { fetchProduct } from './support/orderPayload';
import { placeSandboxOrder } from './support/sandboxOrder';
import { APP_START_TIMEOUT_MS, type TestApp, startTestApp } from './support/testApp';

jest.setTimeout(60_000);

jest.mock('@node-rs/argon2', () => {
  const actual = jest.requireActual<typeof import('@node-rs/argon2')>('@node-rs/argon2');
  return { ...actual, hash: jest.fn(actual.hash), verify: jest.fn(actual.verify) };
});

let testApp: TestApp;
let now = new Date('2026-05-04T10:00:00.000Z');
const minutes = (count: number) => count * 60_000;

beforeAll(async () => {
  testApp = await startTestApp({
    rateLimit: { max: 1000, timeWindowMs: 60_000 },
    accounts: { now: () => now },
    mail: { worker: { pollIntervalMs: 20 } },
  });
}, APP_START_TIMEOUT_MS);
afterAll(() => testApp?.close());

const app = () => testApp.app;
const PASSWORD = 'a long enough password';
const signUp = (email: string, password = PASSWORD) => accountCall(app(), 'sign_up', { firstName: 'Ada', lastName: 'Lovelace', email, password });
const signIn = (email: string, password = PASSWORD, remember = true, ip?: string) => accountCall(app(), 'sign_in', { email, password, remember }, { ip });

async function verifiedAccount(email: string): Promise<void> {
  const before = await lastMailId(app(), email);
  expect((await signUp(email)).statusCode).toBe(202);
  const link = await mailedLink(app(), email, 'Confirm e-mail address', before);
  expect((await accountCall(app(), 'verify_email', { token: tokenOf(link, 'verify') })).statusCode).toBe(200);
}

async function signedIn(email: string, password = PASSWORD): Promise<CustomerSignedIn> {
  const response = await signIn(email, password);
  expect(response.statusCode).toBe(200);
  return { cookie: sessionCookieOf(response), csrfToken: response.json().csrfToken };
}

describe('signing up', () => {
  it('answers a new address and a used one (confirmed or not) alike, after one argon2id hash each, and e-mails the address either way', async () => {
    await verifiedAccount('taken@example.com');
    const hashes = jest.mocked(argon2Hash);
    const answers = [];
    for (const email of ['fresh@example.com', 'taken@example.com', 'Fresh@Example.com']) {
      hashes.mockClear();
      const response = await signUp(email);
      expect(hashes).toHaveBeenCalledTimes(1);
      answers.push(response);
    }
    for (const response of answers) {
      expect(response.statusCode).toBe(202);
      expect(response.json()).toEqual({ success: true, message: ACCOUNT_MESSAGES.signedUp });
      expect(response.headers['set-cookie']).toBeUndefined();
    }
    // The holder of the confirmed address gets a link to choose a new password, not a second account.
    await mailedLink(app(), 'taken@example.com', 'Choose a new password');
    const [notice] = await app().db.select().from(devMailbox).where(eq(devMailbox.recipient, 'taken@example.com')).orderBy(desc(devMailbox.id)).limit(1);
    expect(notice.raw.replace(/=\r?\n/g, '')).toContain('No second account was made.');
    expect(await app().db.select().from(customers).where(eq(customers.email, 'fresh@example.com'))).toHaveLength(1);
  });

  it('refuses a short password and an unknown field with a 400 naming the problem, storing nothing', async () => {
    const short = await signUp('short@example.com', 'seven77');
    expect(short.statusCode).toBe(400);
    expect(short.json()).toEqual({ message: ACCOUNT_MESSAGES.passwordTooShort });
    const extra = await accountCall(app(), 'sign_up', { firstName: 'A', lastName: 'B', email: 'x@example.com', password: PASSWORD, admin: true });
    expect(extra.statusCode).toBe(400);
    expect(await app().db.select().from(customers).where(eq(customers.email, 'short@example.com'))).toHaveLength(0);
  });
});

describe('confirming the address', () => {
  it('refuses to sign in before, sends a new link, and joins guest orders with that address once confirmed', async () => {
    const email = 'guest@example.com';
    const guest = await placeSandboxOrder(app());
    await app().db.update(orders).set({ customerEmail: 'Guest@Example.com' }).where(eq(orders.id, guest.orderId));
    expect((await signUp(email)).statusCode).toBe(202);
    const first = await mailedLink(app(), email, 'Confirm e-mail address');

    const before = await lastMailId(app(), email);
    const early = await signIn(email);
    expect(early.statusCode).toBe(403);
    expect(early.json()).toEqual({ message: ACCOUNT_MESSAGES.notVerified });
    const second = await mailedLink(app(), email, 'Confirm e-mail address', before);
    expect(second).not.toBe(first);

    const confirmed = await accountCall(app(), 'verify_email', { token: tokenOf(second, 'verify') });
    expect(confirmed.statusCode).toBe(200);
    expect(confirmed.json()).toEqual({ success: true, message: ACCOUNT_MESSAGES.verified });
    const [customer] = await app().db.select().from(customers).where(eq(customers.email, email));
    const [order] = await app().db.select().from(orders).where(eq(orders.id, guest.orderId));
    expect(order.customerId).toBe(customer.id);

    // Spent: the same link again, and a forged one, confirm nothing.
    expect((await accountCall(app(), 'verify_email', { token: tokenOf(second, 'verify') })).json()).toEqual({ message: ACCOUNT_MESSAGES.linkInvalid });
    const forged = await accountCall(app(), 'verify_email', { token: `${tokenOf(first, 'verify').split('.')[0]}.AAAA` });
    expect(forged.statusCode).toBe(400);
  });
});

describe('signing in', () => {
  it('answers an unknown address and a wrong password with the same 401 and body, after one argon2id check each', async () => {
    await verifiedAccount('known@example.com');
    const checks = jest.mocked(argon2Verify);
    const responses = [];
    for (const [email, password] of [
      ['nobody@example.com', PASSWORD],
      ['known@example.com', 'not the password at all'],
    ]) {
      checks.mockClear();
      responses.push(await signIn(email, password));
      expect(checks).toHaveBeenCalledTimes(1);
    }
    for (const response of responses) {
      expect(response.statusCode).toBe(401);
      expect(response.json()).toEqual({ message: ACCOUNT_MESSAGES.signInRefused });
      expect(response.headers['set-cookie']).toBeUndefined();
    }
  });

  it('sets an HttpOnly SameSite=Lax cookie, persistent only with Remember me, and answers the customer and CSRF token', async () => {
    await verifiedAccount('cookie@example.com');
    const remembered = await signIn('cookie@example.com', PASSWORD, true);
    expect(setCookieNamed(remembered, 'customer_session')).toMatch(/^customer_session=[A-Za-z0-9_-]{43}; Path=\/; HttpOnly; SameSite=Lax; Max-Age=2592000$/);
    const forTheBrowserSession = await signIn('cookie@example.com', PASSWORD, false);
    expect(setCookieNamed(forTheBrowserSession, 'customer_session')).toMatch(/^customer_session=[A-Za-z0-9_-]{43}; Path=\/; HttpOnly; SameSite=Lax$/);
    expect(remembered.json()).toEqual({
      customer: expect.objectContaining({ email: 'cookie@example.com', firstName: 'Ada', lastName: 'Lovelace', emailVerified: true }),
      csrfToken: expect.stringMatching(/^[A-Za-z0-9_-]{43}$/),
    });
    expect(JSON.stringify(remembered.json())).not.toMatch(/argon2|password/i);
    const session = await accountCall(app(), 'session', undefined, { headers: { cookie: sessionCookieOf(remembered) } });
    expect(session.json()).toEqual(remembered.json());
    expect((await accountCall(app(), 'session')).json()).toEqual({ customer: null, csrfToken: null });
  });

  it('locks an address for one client after ten wrong passwords, known or not, with the same answer; other clients still sign in', async () => {
    await verifiedAccount('locked@example.com');
    const ip = '203.0.113.9';
    for (const email of ['locked@example.com', 'unknown-locked@example.com']) {
      const answers = [];
      for (let attempt = 1; attempt <= 10; attempt += 1) answers.push(await signIn(email, 'wrong password here', true, ip));
      expect(answers.slice(0, 9).every((response) => response.statusCode === 401)).toBe(true);
      expect(answers[9].statusCode).toBe(423);
      expect(answers[9].json()).toEqual({ message: ACCOUNT_MESSAGES.signInLocked, lockedUntil: new Date(now.getTime() + minutes(15)).toISOString() });
    }
    expect((await signIn('locked@example.com', PASSWORD, true, ip)).statusCode).toBe(423);
    expect((await signIn('locked@example.com', PASSWORD, true, '198.51.100.7')).statusCode).toBe(200);
    now = new Date(now.getTime() + minutes(16));
    expect((await signIn('locked@example.com', PASSWORD, true, ip)).statusCode).toBe(200);
  });
});

describe('CSRF and origins', () => {
  it('refuses a state-changing call without the session CSRF token, with a wrong one, and from another site', async () => {
    await verifiedAccount('csrf@example.com');
    const session = await signedIn('csrf@example.com');
    const withoutToken = await accountCall(app(), 'sign_out', {}, { headers: { cookie: session.cookie } });
    expect(withoutToken.statusCode).toBe(403);
    expect(withoutToken.json()).toEqual({ message: ACCOUNT_MESSAGES.csrfRefused });
    expect((await accountCall(app(), 'sign_out', {}, { session, headers: { 'x-csrf-token': 'A'.repeat(43) } })).statusCode).toBe(403);
    expect((await accountCall(app(), 'sign_out', {}, { session, headers: { origin: 'https://evil.example' } })).statusCode).toBe(403);
    // Signing a browser in from another site's form (login CSRF) is refused too, as is a write whose page named no origin.
    expect(
      (await accountCall(app(), 'sign_in', { email: 'csrf@example.com', password: PASSWORD, remember: true }, { headers: { origin: 'https://evil.example' } }))
        .statusCode,
    ).toBe(403);
    expect((await accountCall(app(), 'forgot_password', { email: 'csrf@example.com' }, { headers: { origin: '' } })).statusCode).toBe(403);
    expect((await accountCall(app(), 'session', undefined, { session })).json().customer).not.toBeNull();

    const out = await accountCall(app(), 'sign_out', {}, { session });
    expect(out.statusCode).toBe(200);
    expect(setCookieNamed(out, 'customer_session')).toMatch(/^customer_session=; .*Max-Age=0$/);
    expect(setCookieNamed(out, 'shopper')).toMatch(/^shopper=; .*Max-Age=0/);
    expect((await accountCall(app(), 'session', undefined, { session })).json()).toEqual({ customer: null, csrfToken: null });
    expect((await accountCall(app(), 'sign_out', {}, { session })).statusCode).toBe(401);
  });
});

describe('a forgotten password', () => {
  it('answers a known and an unknown address alike and e-mails only the account', async () => {
    await verifiedAccount('forgot@example.com');
    const known = await accountCall(app(), 'forgot_password', { email: 'forgot@example.com' });
    const unknown = await accountCall(app(), 'forgot_password', { email: 'nobody-here@example.com' });
    for (const response of [known, unknown]) {
      expect(response.statusCode).toBe(202);
      expect(response.json()).toEqual({ success: true, message: ACCOUNT_MESSAGES.resetSent });
    }
    await mailedLink(app(), 'forgot@example.com', 'Choose a new password');
    expect(await lastMailId(app(), 'nobody-here@example.com')).toBe(0);
  });

  it('resets once, ends every session, and refuses the link again, an older link, and an expired one', async () => {
    const email = 'reset@example.com';
    await verifiedAccount(email);
    const sessions = [await signedIn(email), await signedIn(email)];
    let before = await lastMailId(app(), email);
    await accountCall(app(), 'forgot_password', { email });
    const older = tokenOf(await mailedLink(app(), email, 'Choose a new password', before), 'reset');
    before = await lastMailId(app(), email);
    await accountCall(app(), 'forgot_password', { email });
    const newer = tokenOf(await mailedLink(app(), email, 'Choose a new password', before), 'reset');

    const reset = await accountCall(app(), 'reset_password', { token: newer, password: 'the new password' });
    expect(reset.statusCode).toBe(200);
    expect(reset.json()).toEqual({ success: true, message: ACCOUNT_MESSAGES.passwordChanged });
    for (const session of sessions) expect((await accountCall(app(), 'session', undefined, { session })).json().customer).toBeNull();
    const [customer] = await app().db.select().from(customers).where(eq(customers.email, email));
    const live = await app().db.select().from(customerSessions).where(eq(customerSessions.customerId, customer.id));
    expect(live.every((row) => row.revokedAt !== null)).toBe(true);

    for (const token of [newer, older]) {
      const again = await accountCall(app(), 'reset_password', { token, password: 'a third password' });
      expect(again.statusCode).toBe(400);
      expect(again.json()).toEqual({ message: ACCOUNT_MESSAGES.linkInvalid });
    }
    expect((await signIn(email, PASSWORD)).statusCode).toBe(401);
    expect((await signIn(email, 'the new password')).statusCode).toBe(200);

    before = await lastMailId(app(), email);
    await accountCall(app(), 'forgot_password', { email });
    const late = tokenOf(await mailedLink(app(), email, 'Choose a new password', before), 'reset');
    now = new Date(now.getTime() + minutes(61));
    expect((await accountCall(app(), 'reset_password', { token: late, password: 'a third password' })).statusCode).toBe(400);
    expect((await signIn(email, 'the new password')).statusCode).toBe(200);
  });
});

describe('the cart follows the account', () => {
  const shopperCookieOf = (response: Parameters<typeof setCookieNamed>[0]) => setCookieNamed(response, 'shopper')?.split(';')[0];
  const saveRecord = async (record: object, cookie?: string) => {
    const response = await app().inject({ method: 'PUT', url: '/api/v1/web/shopper', payload: record, headers: cookie ? { cookie } : {} });
    expect(response.statusCode).toBe(200);
    return shopperCookieOf(response) ?? cookie!;
  };
  const recordOf = async (cookie: string) => (await app().inject({ url: '/api/v1/web/shopper', headers: { cookie } })).json().record;
  const signInWith = (email: string, cookie: string) =>
    app().inject({
      method: 'POST',
      url: '/api/v1/web/account/sign_in',
      payload: { email, password: PASSWORD, remember: true },
      headers: { origin: 'http://localhost:3000', cookie },
    });

  it("adopts the first browser's record, merges a second browser's into it, and both browsers then read the one record", async () => {
    const email = 'cart@example.com';
    await verifiedAccount(email);
    const [tee, pack] = [await fetchProduct(app(), 1), await fetchProduct(app(), 341)];
    const line = (product: Product, quantity: number, license?: string) => toCartLine(product, quantity, license);

    const first = await saveRecord({ cart: [line(tee, 1)], wishlist: [5], compare: [] });
    const adopted = await signInWith(email, first);
    expect(adopted.statusCode).toBe(200);
    expect(shopperCookieOf(adopted)).toBeUndefined();

    const second = await saveRecord({ cart: [line(tee, 2), line(pack, 1, 'Extended')], wishlist: [7], compare: [9] });
    const merged = await signInWith(email, second);
    const pointed = shopperCookieOf(merged)!;
    expect(pointed).toBe(first);
    const record = await recordOf(pointed);
    expect(record.cart.map((entry: { id: number; quantity: number }) => [entry.id, entry.quantity])).toEqual([
      [1, 3],
      [341, 1],
    ]);
    expect(record.wishlist).toEqual([5, 7]);
    expect(record.compare).toEqual([9]);
    // The first browser sees the merged cart on its next page load.
    expect(await recordOf(first)).toEqual(record);

    const out = await app().inject({
      method: 'POST',
      url: '/api/v1/web/account/sign_out',
      payload: {},
      headers: { origin: 'http://localhost:3000', cookie: `${sessionCookieOf(merged)}; ${pointed}`, 'x-csrf-token': merged.json().csrfToken },
    });
    expect(out.statusCode).toBe(200);
    expect(setCookieNamed(out, 'shopper')).toMatch(/^shopper=; /);
  });
});
