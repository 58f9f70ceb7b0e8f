// The audit log keeps what was refused as well as what was done: a staff account's calls to owner-only actions, calls
// without the session's CSRF token, and the operators `npm run operator:create` creates or resets.
import './support/nativeEsmPackages';
import { and, desc, eq } from 'drizzle-orm';
import { ADMIN_MESSAGES, type AuditAction } from '@storefront/shared/schemas/admin';
import { auditLog } from '../src/admin/adminTables';
import { createOperator } from '../src/admin/operators/createOperator';
import { OWNER, STAFF, adminCall, signIn } from './support/adminSession';
import { APP_START_TIMEOUT_MS, type TestApp, startTestApp } from './support/testApp';

let testApp: TestApp;
beforeAll(async () => {
  testApp = await startTestApp({ rateLimit: { max: 1000, timeWindowMs: 60_000 } });
}, APP_START_TIMEOUT_MS);
afterAll(() => testApp?.close());

const entries = (action: AuditAction, operatorId?: string) =>
  testApp.app.db
    .select()
    .from(auditLog)
    .where(operatorId ? and(eq(auditLog.action, action), eq(auditLog.operatorId, operatorId)) : eq(auditLog.action, action))
    .orderBy(desc(auditLog.id));

it("records a staff account's call to an owner-only action, with its role and the permission it lacked", async () => {
  const staff = await signIn(testApp.app, STAFF);
  const response = await adminCall(testApp.app, staff, { url: 'audit' });
  expect(response.statusCode).toBe(403);
  expect(response.json().message).toBe(ADMIN_MESSAGES.forbidden);
  const [entry] = await entries('access.refused', staff.operatorId);
  expect(entry).toMatchObject({
    operatorEmail: STAFF.email,
    targetType: 'route',
    targetId: 'GET /api/v1/admin/audit',
    after: { reason: 'role lacks the permission', role: 'staff', permission: 'audit:read' },
    ip: '127.0.0.1',
  });
});

it('records a call without the CSRF token, or with a wrong one, and changes nothing', async () => {
  const owner = await signIn(testApp.app, OWNER);
  const without = await adminCall(testApp.app, owner, { method: 'PATCH', url: 'products/1', payload: { title: 'Forged' }, withoutCsrf: true });
  const wrong = await adminCall(testApp.app, owner, {
    method: 'PATCH',
    url: 'products/1',
    payload: { title: 'Forged' },
    withoutCsrf: true,
    headers: { 'x-csrf-token': 'not-the-token' },
  });
  expect([without.statusCode, wrong.statusCode]).toEqual([403, 403]);
  const refused = await entries('access.refused', owner.operatorId);
  expect(refused.slice(0, 2).map((entry) => [entry.targetId, entry.after])).toEqual([
    ['PATCH /api/v1/admin/products/:id', { reason: 'wrong CSRF token' }],
    ['PATCH /api/v1/admin/products/:id', { reason: 'no CSRF token' }],
  ]);
  expect((await testApp.app.inject('/api/v1/web/products/1')).json().title).not.toBe('Forged');
});

it('records the operators the command creates and resets, naming the command as the actor', async () => {
  const account = { email: 'new.operator@example.com', password: 'a long enough password', role: 'staff' };
  const { operator } = await createOperator(testApp.app.db, account);
  await createOperator(testApp.app.db, { ...account, password: 'another long password', role: 'owner', resetPassword: true });
  const [created] = await entries('operator.create');
  expect(created).toMatchObject({
    operatorId: null,
    operatorEmail: 'npm run operator:create',
    targetId: operator.id,
    after: { email: account.email, role: 'staff' },
  });
  const [reset] = await entries('operator.reset-password');
  expect(reset).toMatchObject({
    operatorEmail: 'npm run operator:create',
    targetId: operator.id,
    before: { role: 'staff' },
    after: { role: 'owner', lockedUntil: null, sessionsEnded: 0 },
  });
});
