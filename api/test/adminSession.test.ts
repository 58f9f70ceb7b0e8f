// Operator sign-in and sessions: the cookie's attributes, one refusal for an unknown address and a
// wrong password, the lock after ten wrong passwords in a row (the clock is moved, not waited for), idle and
// absolute expiry, sign-out and revocation, CSRF tokens and foreign origins, and the sign-in's rate limit.
import './support/nativeEsmPackages';
import { verify as argon2Verify } from '@node-rs/argon2';
import { and, desc, eq } from 'drizzle-orm';
import { ADMIN_MESSAGES, SESSION_IDLE_MINUTES, SESSION_MAX_HOURS } from '@storefront/shared/schemas/admin';
import { auditLog, operatorSessions, operators } from '../src/admin/adminTables';
import { devMailbox, mailOutbox } from '../src/mail/mailTables';
import { eventually } from './support/eventually';
import { ADMIN, OWNER, STAFF, STORE_ORIGIN, adminCall, cookieOf, ensureOperator, signIn, signInRequest } from './support/adminSession';
import { APP_START_TIMEOUT_MS, type TestApp, startTestApp } from './support/testApp';

// Each wrong password is an argon2id verification; twenty of them and the notice's delivery take seconds on a busy machine.
jest.setTimeout(30_000);

// Every argon2 check the app runs, counted (the timing test below); each still runs for real.
jest.mock('@node-rs/argon2', () => {
  const actual = jest.requireActual<typeof import('@node-rs/argon2')>('@node-rs/argon2');
  return { ...actual, verify: jest.fn(actual.verify) };
});

let testApp: TestApp;
let now = new Date('2026-03-02T09:00:00.000Z');
const minutes = (count: number) => count * 60_000;
const advance = (ms: number) => {
  now = new Date(now.getTime() + ms);
};

beforeAll(async () => {
  testApp = await startTestApp({ rateLimit: { max: 1000, timeWindowMs: 60_000 }, admin: { now: () => now } });
}, APP_START_TIMEOUT_MS);
afterAll(() => testApp?.close());

const app = () => testApp.app;
const getSession = (cookie: string | null) => app().inject({ url: `${ADMIN}/session`, headers: cookie ? { cookie } : {} });
const auditFor = (email: string) => app().db.select().from(auditLog).where(eq(auditLog.operatorEmail, email)).orderBy(desc(auditLog.id));

describe('signing in', () => {
  it('sets an HttpOnly, SameSite=Strict cookie for /api/v1/admin and answers the operator, CSRF token and end', async () => {
    const operator = await ensureOperator(app(), OWNER);
    const response = await signInRequest(app(), 'Owner@Example.com ', OWNER.password);
    expect(response.statusCode).toBe(200);
    const setCookie = String(response.headers['set-cookie']);
    expect(setCookie).toMatch(/^storefront_admin=[A-Za-z0-9_-]{43}; Path=\/api\/v1\/admin; HttpOnly; SameSite=Strict; Max-Age=43200$/);
    expect(setCookie).not.toContain('Secure');
    const body = response.json();
    expect(body).toEqual({
      operator: { id: operator.id, email: 'owner@example.com', role: 'owner' },
      csrfToken: expect.stringMatching(/^[A-Za-z0-9_-]{43}$/),
      expiresAt: new Date(now.getTime() + minutes(SESSION_IDLE_MINUTES)).toISOString(),
    });
    expect(response.headers['cache-control']).toBe('no-store');

    const again = await getSession(cookieOf(response));
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual(body);

    // Only the token's SHA-256 is stored.
    const [row] = await app().db.select().from(operatorSessions).where(eq(operatorSessions.csrfToken, body.csrfToken));
    expect(row.tokenHash).toMatch(/^[0-9a-f]{64}$/);
    expect(row.tokenHash).not.toContain(cookieOf(response).split('=')[1]);
    const [entry] = await auditFor('owner@example.com');
    expect(entry).toMatchObject({ action: 'session.sign-in', operatorId: operator.id, targetType: 'session', targetId: row.id, ip: '127.0.0.1' });
  });

  it('refuses an unknown address and a wrong password with the same 401 and message, and logs both', async () => {
    await ensureOperator(app(), STAFF);
    const unknown = await signInRequest(app(), 'nobody@example.com', STAFF.password);
    const wrong = await signInRequest(app(), STAFF.email, 'not the password at all');
    for (const response of [unknown, wrong]) {
      expect(response.statusCode).toBe(401);
      expect(response.json()).toEqual({ message: ADMIN_MESSAGES.signInRefused });
      expect(response.headers['set-cookie']).toBeUndefined();
    }
    const [refusedUnknown] = await auditFor('nobody@example.com');
    expect(refusedUnknown).toMatchObject({ action: 'session.sign-in-refused', operatorId: null, after: { reason: 'unknown e-mail address' } });
    const [refusedWrong] = await auditFor(STAFF.email);
    expect(refusedWrong).toMatchObject({ action: 'session.sign-in-refused', after: { reason: 'wrong password', failedSignIns: 1 } });
    // A right password resets the count.
    expect((await signInRequest(app(), STAFF.email, STAFF.password)).statusCode).toBe(200);
    const [row] = await app().db.select().from(operators).where(eq(operators.email, STAFF.email));
    expect(row.failedSignIns).toBe(0);
  });

  it('takes about as long for an unknown address as for a wrong password', async () => {
    // The time is argon2's: both answers must run exactly one argon2 check (for an unknown address, against a decoy
    // hash). Counted, not timed: timed on a busy two-core machine, the two medians of three once came 4× apart.
    const checks = jest.mocked(argon2Verify);
    const checksFor = async (email: string) => {
      checks.mockClear();
      expect((await signInRequest(app(), email, 'some wrong password')).statusCode).toBe(401);
      return checks.mock.calls.length;
    };
    expect(await checksFor('ghost@example.com')).toBe(1);
    expect(await checksFor(STAFF.email)).toBe(1);
    await signInRequest(app(), STAFF.email, STAFF.password);
  });

  it("needs the store's own Origin (or a configured one): a form posted from another site is refused", async () => {
    await ensureOperator(app(), OWNER);
    const foreign = await signInRequest(app(), OWNER.email, OWNER.password, { origin: 'https://evil.example' });
    expect(foreign.statusCode).toBe(403);
    expect(foreign.json()).toEqual({ message: ADMIN_MESSAGES.foreignOrigin });
    expect(foreign.headers['set-cookie']).toBeUndefined();
    expect((await signInRequest(app(), OWNER.email, OWNER.password, {})).statusCode).toBe(403);
    // The request's own origin is this store.
    expect((await signInRequest(app(), OWNER.email, OWNER.password, { origin: 'http://localhost:80' })).statusCode).toBe(200);
  });

  it("answers 400 with a message for a body that is not the contract's", async () => {
    const response = await app().inject({ method: 'POST', url: `${ADMIN}/session`, headers: { origin: STORE_ORIGIN }, payload: { email: 'a@b.co' } });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe("body must have required property 'password'");
  });
});

describe('ten wrong passwords in a row', () => {
  const account = { email: 'locked@example.com', password: 'the right password', role: 'staff' } as const;

  it('lock the account for 15 minutes, the right password refused meanwhile; then it works again', async () => {
    await ensureOperator(app(), account);
    for (let i = 1; i <= 9; i += 1) expect((await signInRequest(app(), account.email, `wrong ${i} password`)).statusCode).toBe(401);
    const tenth = await signInRequest(app(), account.email, 'wrong 10 password');
    const lockedUntil = new Date(now.getTime() + minutes(15)).toISOString();
    expect(tenth.statusCode).toBe(423);
    expect(tenth.json()).toEqual({ message: `${ADMIN_MESSAGES.accountLocked} until ${lockedUntil.slice(11, 16)} UTC.`, lockedUntil });

    const right = await signInRequest(app(), account.email, account.password);
    expect(right.statusCode).toBe(423);
    expect(right.json().lockedUntil).toBe(lockedUntil);
    advance(minutes(14));
    expect((await signInRequest(app(), account.email, account.password)).statusCode).toBe(423);
    advance(minutes(1) + 1000);
    expect((await signInRequest(app(), account.email, account.password)).statusCode).toBe(200);

    const entries = await auditFor(account.email);
    expect(entries.filter((entry) => entry.action === 'session.sign-in-refused')).toHaveLength(12);
    expect(
      entries.find((entry) => (entry.after as { lockedUntil?: string } | null)?.lockedUntil === lockedUntil && entry.after?.reason === 'wrong password'),
    ).toBeDefined();
  });

  it('count only in a row: a right password in between starts the count again', async () => {
    const other = { ...account, email: 'careful@example.com' };
    await ensureOperator(app(), other);
    for (let i = 0; i < 9; i += 1) await signInRequest(app(), other.email, 'wrong password here');
    expect((await signInRequest(app(), other.email, other.password)).statusCode).toBe(200);
    for (let i = 0; i < 9; i += 1) expect((await signInRequest(app(), other.email, 'wrong password here')).statusCode).toBe(401);
  });
});

describe('the lock', () => {
  const holder = { email: 'target@example.com', password: 'the holder knows this', role: 'staff' } as const;
  const from = (remoteAddress: string, email: string, password: string) =>
    app().inject({ method: 'POST', url: `${ADMIN}/session`, remoteAddress, headers: { origin: STORE_ORIGIN }, payload: { email, password } });

  it('answers the same for an unknown address as for a real account: nine 401, then 423 with the same message', async () => {
    await ensureOperator(app(), holder);
    const answers = async (email: string, remoteAddress: string) => {
      const seen: Array<[number, unknown]> = [];
      for (let i = 1; i <= 11; i += 1) {
        const response = await from(remoteAddress, email, `guess ${i}`);
        seen.push([response.statusCode, response.json()]);
      }
      return seen;
    };
    expect(await answers('nobody-here@example.com', '10.9.0.1')).toEqual(await answers(holder.email, '10.9.0.2'));
  });

  it('holds per client address: ten wrong passwords elsewhere do not lock the holder out', async () => {
    const account = { ...holder, email: 'kept-working@example.com' };
    await ensureOperator(app(), account);
    for (let i = 1; i <= 10; i += 1) await from('203.0.113.7', account.email, `attack ${i}`);
    expect((await from('203.0.113.7', account.email, account.password)).statusCode).toBe(423);
    expect((await from('198.51.100.4', account.email, account.password)).statusCode).toBe(200);
  });

  it("tells the account's holder and the owners by e-mail, once an hour, with the attacker's address", async () => {
    const account = { ...holder, email: 'noticed@example.com' };
    const { id } = await ensureOperator(app(), account);
    await ensureOperator(app(), OWNER);
    for (let round = 0; round < 2; round += 1) {
      for (let i = 1; i <= 10; i += 1) await from(`203.0.113.${20 + round}`, account.email, `attack ${i}`);
    }
    const alerts = await app()
      .db.select()
      .from(mailOutbox)
      .where(and(eq(mailOutbox.operatorId, id), eq(mailOutbox.kind, 'sign-in-alert')));
    expect(alerts).toHaveLength(1);
    expect(alerts[0].details).toMatchObject({ email: account.email, ip: '203.0.113.20' });
    const [kept] = await eventually(async () => {
      const rows = await app().db.select().from(devMailbox).where(eq(devMailbox.messageId, alerts[0].messageId));
      return rows.length > 0 && rows;
    });
    expect(kept.recipient).toContain(account.email);
    expect(kept.recipient).toContain(OWNER.email);
    expect(kept.subject).toBe(`Wrong passwords for the console account ${account.email}`);
    expect(kept.raw).toContain('203.0.113.20');
  });
});

describe('a session', () => {
  it('ends after 120 minutes without a request, and is kept alive by requests', async () => {
    const session = await signIn(app(), OWNER);
    advance(minutes(SESSION_IDLE_MINUTES - 1));
    expect((await getSession(session.cookie)).statusCode).toBe(200);
    advance(minutes(SESSION_IDLE_MINUTES - 1));
    expect((await getSession(session.cookie)).statusCode).toBe(200);
    advance(minutes(SESSION_IDLE_MINUTES) + 1000);
    const ended = await getSession(session.cookie);
    expect(ended.statusCode).toBe(401);
    expect(ended.json()).toEqual({ message: ADMIN_MESSAGES.sessionExpired });
    expect(String(ended.headers['set-cookie'])).toMatch(/^storefront_admin=; Path=\/api\/v1\/admin; HttpOnly; SameSite=Strict; Max-Age=0$/);
  });

  it('ends 12 hours after sign-in however busy it is', async () => {
    const session = await signIn(app(), OWNER);
    for (let hour = 0; hour < SESSION_MAX_HOURS * 2 - 1; hour += 1) {
      advance(minutes(30));
      expect((await getSession(session.cookie)).statusCode).toBe(200);
    }
    advance(minutes(30));
    expect((await getSession(session.cookie)).statusCode).toBe(401);
  });

  it('ends at sign-out: the row is revoked, the cookie cleared, and the old cookie no longer works', async () => {
    const session = await signIn(app(), STAFF);
    const out = await adminCall(app(), session, { method: 'DELETE', url: 'session' });
    expect(out.statusCode).toBe(200);
    expect(String(out.headers['set-cookie'])).toContain('Max-Age=0');
    expect((await getSession(session.cookie)).statusCode).toBe(401);
    const [row] = await app().db.select().from(operatorSessions).where(eq(operatorSessions.csrfToken, session.csrfToken));
    expect(row.revokedAt).not.toBeNull();
    const [entry] = await app()
      .db.select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'session.sign-out'), eq(auditLog.targetId, row.id)));
    expect(entry.operatorId).toBe(session.operatorId);
  });

  it('is refused without a cookie, with an unknown or malformed one', async () => {
    for (const cookie of [null, 'storefront_admin=' + 'A'.repeat(43), 'storefront_admin=short', 'other=1']) {
      const response = await getSession(cookie);
      expect(response.statusCode).toBe(401);
      expect(response.json()).toEqual({ message: ADMIN_MESSAGES.signInRequired });
    }
  });
});

describe('CSRF and origins', () => {
  it("refuses a state-changing call without the CSRF token, or with another session's", async () => {
    const session = await signIn(app(), STAFF);
    const other = await signIn(app(), OWNER);
    const missing = await adminCall(app(), session, { method: 'DELETE', url: 'session', withoutCsrf: true });
    expect(missing.statusCode).toBe(403);
    expect(missing.json()).toEqual({ message: ADMIN_MESSAGES.csrfMissing });
    const wrong = await adminCall(app(), session, { method: 'DELETE', url: 'session', withoutCsrf: true, headers: { 'x-csrf-token': other.csrfToken } });
    expect(wrong.statusCode).toBe(403);
    expect((await getSession(session.cookie)).statusCode).toBe(200);
  });

  it('refuses a call from another origin even with a valid cookie and token', async () => {
    const session = await signIn(app(), OWNER);
    const foreignHeaders: Record<string, string>[] = [{ origin: 'https://evil.example' }, { origin: 'null' }, { 'sec-fetch-site': 'cross-site', origin: '' }];
    for (const headers of foreignHeaders) {
      const response = await adminCall(app(), session, { method: 'DELETE', url: 'session', headers });
      expect(response.statusCode).toBe(403);
      expect(response.json()).toEqual({ message: ADMIN_MESSAGES.foreignOrigin });
    }
    const crossSite = await app().inject({ url: `${ADMIN}/session`, headers: { cookie: session.cookie, 'sec-fetch-site': 'cross-site' } });
    expect(crossSite.statusCode).toBe(403);
    expect((await getSession(session.cookie)).statusCode).toBe(200);
  });

  it('sends no CORS headers, even to a configured storefront origin', async () => {
    const response = await app().inject({
      method: 'OPTIONS',
      url: `${ADMIN}/session`,
      headers: { origin: STORE_ORIGIN, 'access-control-request-method': 'POST' },
    });
    expect(response.headers['access-control-allow-origin']).toBeUndefined();
  });
});

describe('in production', () => {
  it(
    'the cookie is Secure and named __Secure-storefront_admin',
    async () => {
      const production = await startTestApp({ admin: { secureCookie: true } });
      try {
        await ensureOperator(production.app, OWNER);
        const response = await signInRequest(production.app, OWNER.email, OWNER.password);
        expect(String(response.headers['set-cookie'])).toMatch(
          /^__Secure-storefront_admin=[A-Za-z0-9_-]{43}; Path=\/api\/v1\/admin; HttpOnly; SameSite=Strict; Secure; Max-Age=43200$/,
        );
        const plain = await production.app.inject({ url: `${ADMIN}/session`, headers: { cookie: cookieOf(response).replace('__Secure-', '') } });
        expect(plain.statusCode).toBe(401);
        expect((await production.app.inject({ url: `${ADMIN}/session`, headers: { cookie: cookieOf(response) } })).statusCode).toBe(200);
      } finally {
        await production.close();
      }
    },
    APP_START_TIMEOUT_MS,
  );
});

describe('the sign-in rate limit', () => {
  it(
    'refuses the 4th sign-in of one IP within the window with 429, counted in the database',
    async () => {
      const limited = await startTestApp({ rateLimit: { max: 3, timeWindowMs: 60_000 } });
      try {
        const statuses: number[] = [];
        for (let i = 0; i < 4; i += 1) statuses.push((await signInRequest(limited.app, 'x@example.com', 'whatever password')).statusCode);
        expect(statuses).toEqual([401, 401, 401, 429]);
      } finally {
        await limited.close();
      }
    },
    APP_START_TIMEOUT_MS,
  );
});
