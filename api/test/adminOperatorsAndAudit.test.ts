// Operator accounts and the audit log (owners only): the accounts with their live sessions and locks,
// signing an operator out everywhere, lifting a lock, and the log of who did what, filtered and paged.
import './support/nativeEsmPackages';
import type { AuditList, OperatorAccount } from '@storefront/shared/schemas/admin';
import { ADMIN, OWNER, STAFF, type SignedIn, adminCall, signIn, signInRequest } from './support/adminSession';
import { APP_START_TIMEOUT_MS, type TestApp, startTestApp } from './support/testApp';

let testApp: TestApp;
let owner: SignedIn;
let now = new Date('2026-05-04T08:00:00.000Z');

beforeAll(async () => {
  testApp = await startTestApp({ rateLimit: { max: 10_000, timeWindowMs: 60_000 }, admin: { now: () => now } });
  owner = await signIn(testApp.app, OWNER);
}, APP_START_TIMEOUT_MS);
afterAll(() => testApp?.close());

const app = () => testApp.app;
const accounts = async (): Promise<OperatorAccount[]> => (await adminCall(app(), owner, { url: 'operators' })).json().items;
const audit = async (query: string): Promise<AuditList> => {
  const response = await adminCall(app(), owner, { url: `audit${query}` });
  expect(response.statusCode).toBe(200);
  return response.json();
};

describe('operators', () => {
  it('lists accounts with their live sessions; revoke-sessions signs one out everywhere', async () => {
    const first = await signIn(app(), STAFF);
    const second = await signIn(app(), STAFF);
    const staffAccount = (await accounts()).find((account) => account.email === STAFF.email)!;
    expect(staffAccount).toEqual({
      id: first.operatorId,
      email: STAFF.email,
      role: 'staff',
      createdAt: expect.any(String),
      lastSignInAt: now.toISOString(),
      activeSessions: 2,
      lockedUntil: null,
    });

    const response = await adminCall(app(), owner, { method: 'POST', url: `operators/${staffAccount.id}/revoke-sessions` });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ message: '2 sessions ended.', operator: { activeSessions: 0 } });
    for (const session of [first, second]) expect((await app().inject({ url: `${ADMIN}/session`, headers: { cookie: session.cookie } })).statusCode).toBe(401);
    expect((await adminCall(app(), owner, { url: 'session' })).statusCode).toBe(200);

    const [entry] = (await audit(`?action=operator.revoke-sessions&targetId=${staffAccount.id}`)).items;
    expect(entry).toMatchObject({ operatorId: owner.operatorId, operatorEmail: OWNER.email, before: { activeSessions: 2 }, after: { activeSessions: 0 } });
  });

  it('shows a lock, and unlock lets the right password in at once', async () => {
    const locked = { email: 'forgetful@example.com', password: 'remembered at last', role: 'staff' } as const;
    const { operatorId } = await signIn(app(), locked);
    for (let i = 0; i < 10; i += 1) await signInRequest(app(), locked.email, 'wrong password again');
    expect((await signInRequest(app(), locked.email, locked.password)).statusCode).toBe(423);
    expect((await accounts()).find((account) => account.id === operatorId)!.lockedUntil).toBe(new Date(now.getTime() + 15 * 60_000).toISOString());

    const response = await adminCall(app(), owner, { method: 'POST', url: `operators/${operatorId}/unlock` });
    expect(response.json()).toMatchObject({ message: 'Unlocked: the operator can sign in again.', operator: { lockedUntil: null } });
    expect((await signInRequest(app(), locked.email, locked.password)).statusCode).toBe(200);
    const [entry] = (await audit(`?action=operator.unlock&targetId=${operatorId}`)).items;
    expect(entry.before).toEqual({ lockedUntil: new Date(now.getTime() + 15 * 60_000).toISOString(), failedSignIns: 0 });
    expect(entry.after).toEqual({ lockedUntil: null, failedSignIns: 0 });
  });

  it('answers 404 for an unknown operator', async () => {
    for (const url of ['operators/nobody/unlock', 'operators/nobody/revoke-sessions']) {
      const response = await adminCall(app(), owner, { method: 'POST', url });
      expect([response.statusCode, response.json()]).toEqual([404, { message: 'Operator not found' }]);
    }
  });
});

describe('GET /audit', () => {
  it('answers the log newest first, filtered by action, operator and target, a page at a time', async () => {
    now = new Date(now.getTime() + 60_000);
    await signInRequest(app(), 'stranger@example.com', 'a guess at a password');
    const refused = await audit('?action=session.sign-in-refused&pageSize=100');
    expect(refused.items[0]).toEqual({
      id: expect.any(Number),
      at: expect.any(String),
      operatorId: null,
      operatorEmail: 'stranger@example.com',
      action: 'session.sign-in-refused',
      targetType: 'operator',
      targetId: 'stranger@example.com',
      before: null,
      after: { reason: 'unknown e-mail address', failedSignIns: 1 },
      ip: '127.0.0.1',
    });
    expect(refused.items.every((item) => item.action === 'session.sign-in-refused')).toBe(true);

    const mine = await audit(`?operatorId=${owner.operatorId}&pageSize=100`);
    expect(mine.items.every((item) => item.operatorId === owner.operatorId)).toBe(true);
    const ids = mine.items.map((item) => item.id);
    expect([...ids].sort((a, b) => b - a)).toEqual(ids);

    const all = await audit('?pageSize=2');
    expect(all.items).toHaveLength(2);
    expect(all.totalPages).toBe(Math.ceil(all.total / 2));
    expect((await audit('?targetType=product')).total).toBe(0);
    const bad = await adminCall(app(), owner, { url: 'audit?action=order.delete' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toMatch(/^querystring\/action must be one of "session.sign-in"/);
  });
});
