// Who may call each /api/v1/admin route: every route refuses a caller without a session (401), every
// owner-only route refuses staff (403), and every state-changing route refuses a call without the session's CSRF
// token or from another origin (403) — before anything is read or written.
import './support/nativeEsmPackages';
import { count, ne } from 'drizzle-orm';
import { ADMIN_MESSAGES, type AdminPermission, can } from '@storefront/shared/schemas/admin';
import { auditLog } from '../src/admin/adminTables';
import { OWNER, STAFF, type SignedIn, adminCall, signIn } from './support/adminSession';
import { APP_START_TIMEOUT_MS, type TestApp, startTestApp } from './support/testApp';

interface Route {
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  url: string;
  access: 'session' | AdminPermission;
  payload?: object;
}

const ORDER = '3f1c2d4e-0000-4000-8000-000000000000';
let ROUTES: Route[] = [];

let testApp: TestApp;
const registered: string[] = [];
let owner: SignedIn;
let staff: SignedIn;

beforeAll(async () => {
  testApp = await startTestApp({ rateLimit: { max: 10_000, timeWindowMs: 60_000 } }, (built) =>
    built.addHook('onRoute', (route) => {
      for (const method of [route.method].flat()) if (method !== 'HEAD' && route.url.startsWith('/api/v1/admin')) registered.push(`${method} ${route.url}`);
    }),
  );
  owner = await signIn(testApp.app, OWNER);
  staff = await signIn(testApp.app, STAFF);
  ROUTES = [
    { method: 'GET', url: 'session', access: 'session' },
    { method: 'DELETE', url: 'session', access: 'session' },
    { method: 'GET', url: 'orders', access: 'orders:read' },
    { method: 'GET', url: `orders/${ORDER}`, access: 'orders:read' },
    { method: 'POST', url: `orders/${ORDER}/resend-receipt`, access: 'orders:resend-receipt' },
    { method: 'POST', url: `orders/${ORDER}/account-email`, access: 'orders:resend-receipt', payload: { kind: 'reset' } },
    { method: 'POST', url: `orders/${ORDER}/refund`, access: 'orders:refund', payload: { reason: 'test' } },
    { method: 'GET', url: 'payments/attention', access: 'payments:read' },
    { method: 'POST', url: 'payments/sandbox/sbx_unknown/reverify', access: 'payments:reverify' },
    { method: 'POST', url: 'payments/webhook-events/1/handled', access: 'payments:reverify' },
    { method: 'GET', url: 'products', access: 'catalog:read' },
    { method: 'GET', url: 'products/1', access: 'catalog:read' },
    { method: 'PATCH', url: 'products/1', access: 'catalog:write', payload: { title: 'Changed by an intruder' } },
    { method: 'PUT', url: 'products/1/image', access: 'catalog:write' },
    { method: 'DELETE', url: 'products/1/image', access: 'catalog:write' },
    { method: 'GET', url: 'categories', access: 'catalog:read' },
    { method: 'GET', url: 'messages', access: 'messages:read' },
    { method: 'POST', url: 'messages/1/read', access: 'messages:write' },
    { method: 'POST', url: 'messages/1/handled', access: 'messages:write', payload: { handled: true } },
    { method: 'GET', url: 'dashboard', access: 'dashboard:read' },
    { method: 'GET', url: 'vitals', access: 'dashboard:read' },
    { method: 'GET', url: 'composition', access: 'releases:read' },
    { method: 'POST', url: 'composition/cart/abort', access: 'releases:manage' },
    { method: 'GET', url: 'audit', access: 'audit:read' },
    { method: 'GET', url: 'operators', access: 'operators:manage' },
    { method: 'POST', url: `operators/${staff.operatorId}/revoke-sessions`, access: 'operators:manage' },
    { method: 'POST', url: `operators/${staff.operatorId}/unlock`, access: 'operators:manage' },
  ];
}, APP_START_TIMEOUT_MS);
afterAll(() => testApp?.close());

const app = () => testApp.app;
/** Entries of what was done; the refusals themselves are recorded as access.refused. */
const auditCount = async () => (await app().db.select({ n: count() }).from(auditLog).where(ne(auditLog.action, 'access.refused')))[0].n;
const label = (route: Route) => `${route.method} /api/v1/admin/${route.url.split('/')[0]}…`;

it('covers every admin route the app registered', () => {
  // The table above holds every route but the public sign-in (POST /session, adminSession.test.ts).
  expect(registered).toContain('POST /api/v1/admin/session');
  expect(registered).toHaveLength(ROUTES.length + 1);
});

it('answers 401 to every route without a session', async () => {
  for (const route of ROUTES) {
    const response = await adminCall(app(), null, route);
    expect([label(route), response.statusCode, response.json()]).toEqual([label(route), 401, { message: ADMIN_MESSAGES.signInRequired }]);
  }
});

it('answers 403 to staff on every owner-only route, and lets staff through the others', async () => {
  for (const route of ROUTES.filter((candidate) => candidate.access !== 'session' && !can('staff', candidate.access))) {
    const response = await adminCall(app(), staff, route);
    expect([label(route), response.statusCode, response.json()]).toEqual([label(route), 403, { message: ADMIN_MESSAGES.forbidden }]);
  }
  for (const route of ROUTES.filter((candidate) => candidate.method === 'GET' && (candidate.access === 'session' || can('staff', candidate.access)))) {
    const response = await adminCall(app(), staff, route);
    expect([label(route), response.statusCode === 401 || response.statusCode === 403]).toEqual([label(route), false]);
  }
});

it('answers 403 to every state-changing call without the CSRF token, or from another origin, and changes nothing (the refusals are audited)', async () => {
  const before = await auditCount();
  for (const route of ROUTES.filter((candidate) => candidate.method !== 'GET')) {
    const missing = await adminCall(app(), owner, { ...route, withoutCsrf: true });
    expect([label(route), missing.statusCode, missing.json()]).toEqual([label(route), 403, { message: ADMIN_MESSAGES.csrfMissing }]);
    const foreign = await adminCall(app(), owner, { ...route, headers: { origin: 'https://evil.example' } });
    expect([label(route), foreign.statusCode, foreign.json()]).toEqual([label(route), 403, { message: ADMIN_MESSAGES.foreignOrigin }]);
  }
  for (const route of ROUTES.filter((candidate) => candidate.method === 'GET')) {
    const foreign = await adminCall(app(), owner, { ...route, headers: { 'sec-fetch-site': 'cross-site', origin: '' } });
    expect([label(route), foreign.statusCode]).toEqual([label(route), 403]);
  }
  expect(await auditCount()).toBe(before);
  const product = await app().inject('/api/v1/web/products/1');
  expect(product.json().title).not.toBe('Changed by an intruder');
});
