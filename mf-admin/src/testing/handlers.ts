// MSW request handlers answering /api/v1/admin/* as the API does (the contract's shapes, its status codes, its
// session and CSRF rules) from ./consoleApi. Exported per area, so a test picks what it needs; serveAdminApi() hands
// them all to the tests' one MSW server.
import { ADMIN_API_PREFIX, ADMIN_MESSAGES, CSRF_HEADER, can, type AdminPermission } from '@storefront/shared/admin';
import type { AdminOrder } from '@storefront/shared/schemas/admin';
import { consoleApi } from './consoleApi';
import { dashboard, OWNER, session, STAFF, vitals } from './fixtures';
import { http, HttpResponse, type HttpHandler } from 'msw';

const url = (path: string) => `${ADMIN_API_PREFIX}${path}`;
const refuse = (status: number, message: string) => HttpResponse.json({ message }, { status });

/** The API's gate: a session (401), a CSRF token on state changes (403), a role that may act (403). */
function guard(request: Request, permission: AdminPermission): Response | null {
  consoleApi.requests.push({
    call: `${request.method} ${new URL(request.url).pathname}${new URL(request.url).search}`,
    csrf: request.headers.get(CSRF_HEADER),
  });
  if (!consoleApi.session) return refuse(401, ADMIN_MESSAGES.signInRequired);
  if (request.method !== 'GET' && request.headers.get(CSRF_HEADER) !== consoleApi.session.csrfToken) return refuse(403, ADMIN_MESSAGES.csrfMissing);
  if (!can(consoleApi.session.operator.role, permission)) return refuse(403, ADMIN_MESSAGES.forbidden);
  return null;
}

function paged<T>(items: T[], search: URLSearchParams) {
  const page = Number(search.get('page') ?? 1);
  const pageSize = Number(search.get('pageSize') ?? 25);
  return { items: items.slice((page - 1) * pageSize, page * pageSize), page, pageSize, total: items.length, totalPages: Math.ceil(items.length / pageSize) };
}

export const PASSWORD = 'correct horse battery staple';

export const sessionHandlers: HttpHandler[] = [
  http.get(url('/session'), () => (consoleApi.session ? HttpResponse.json(consoleApi.session) : refuse(401, ADMIN_MESSAGES.signInRequired))),
  http.post(url('/session'), async ({ request }) => {
    const { email, password } = (await request.json()) as { email: string; password: string };
    const operator = [OWNER, STAFF].find((candidate) => candidate.email === email);
    if (email === 'locked@shop.example')
      return HttpResponse.json({ message: ADMIN_MESSAGES.accountLocked, lockedUntil: '2026-11-25T14:32:00.000Z' }, { status: 423 });
    if (!operator || password !== PASSWORD) return refuse(401, ADMIN_MESSAGES.signInRefused);
    consoleApi.session = session(operator.role);
    return HttpResponse.json(consoleApi.session);
  }),
  http.delete(url('/session'), ({ request }) => guard(request, 'dashboard:read') ?? ((consoleApi.session = null), new HttpResponse(null, { status: 204 }))),
];

export const dashboardHandlers: HttpHandler[] = [
  http.get(
    url('/dashboard'),
    ({ request }) => guard(request, 'dashboard:read') ?? HttpResponse.json(dashboard(Number(new URL(request.url).searchParams.get('days')))),
  ),
];

export const vitalsHandlers: HttpHandler[] = [
  http.get(
    url('/vitals'),
    ({ request }) => guard(request, 'dashboard:read') ?? HttpResponse.json(vitals(Number(new URL(request.url).searchParams.get('days')))),
  ),
];

const findOrder = (id: string) => consoleApi.orders.find((order) => order.id === id);
function replaceOrder(order: AdminOrder): AdminOrder {
  consoleApi.orders = consoleApi.orders.map((o) => (o.id === order.id ? order : o));
  return order;
}

export const orderHandlers: HttpHandler[] = [
  http.get(url('/orders'), ({ request }) => {
    const search = new URL(request.url).searchParams;
    const q = search.get('q')?.toLowerCase();
    const matching = consoleApi.orders.filter(
      (order) =>
        (!q || [order.id, order.customerEmail, order.customerName].some((text) => text.toLowerCase().includes(q))) &&
        (!search.get('status') || order.status === search.get('status')),
    );
    return guard(request, 'orders:read') ?? HttpResponse.json(paged(matching, search));
  }),
  http.get(url('/orders/:id'), ({ request, params }) => {
    const order = findOrder(String(params.id));
    return guard(request, 'orders:read') ?? (order ? HttpResponse.json(order) : refuse(404, 'There is no order with this number.'));
  }),
  http.post(url('/orders/:id/resend-receipt'), ({ request, params }) => {
    const order = findOrder(String(params.id))!;
    return (
      guard(request, 'orders:resend-receipt') ??
      HttpResponse.json({ message: `The receipt is on its way to ${order.customerEmail} again.`, order }, { status: 202 })
    );
  }),
  http.post(url('/orders/:id/refund'), async ({ request, params }) => {
    const refused = guard(request, 'orders:refund');
    if (refused) return refused;
    const order = findOrder(String(params.id))!;
    const { reason } = (await request.json()) as { reason: string };
    const refund = { refundedAt: '2026-11-25T11:00:00.000Z', method: 'provider' as const, providerReference: 'rf_1', reason, operatorEmail: OWNER.email };
    const refunded = replaceOrder({ ...order, status: 'refunded', refund });
    return HttpResponse.json({ message: 'Paystack refunded 129.98 USD; the download links are revoked.', order: refunded });
  }),
];

export const paymentHandlers: HttpHandler[] = [
  http.get(url('/payments/attention'), ({ request }) => guard(request, 'payments:read') ?? HttpResponse.json({ items: consoleApi.issues })),
  http.post(url('/payments/:provider/:reference/reverify'), ({ request, params }) => {
    const refused = guard(request, 'payments:reverify');
    if (refused) return refused;
    consoleApi.issues = consoleApi.issues.filter((issue) => issue.reference !== params.reference);
    return HttpResponse.json({ outcome: 'paid', message: 'Paystack confirms the payment: the order is paid.', orderId: 'ord_MISMATCH' });
  }),
  http.post(url('/payments/webhook-events/:id/handled'), ({ request, params }) => {
    const refused = guard(request, 'payments:reverify');
    if (refused) return refused;
    consoleApi.issues = consoleApi.issues.filter((issue) => issue.id !== `webhook:${params.id}`);
    return HttpResponse.json({ message: 'Marked as handled.' });
  }),
];

export const catalogHandlers: HttpHandler[] = [
  http.get(
    url('/products'),
    ({ request }) => guard(request, 'catalog:read') ?? HttpResponse.json(paged(consoleApi.products, new URL(request.url).searchParams)),
  ),
  http.get(url('/products/:id'), ({ request, params }) => {
    const product = consoleApi.products.find((p) => p.id === Number(params.id));
    return guard(request, 'catalog:read') ?? (product ? HttpResponse.json(product) : refuse(404, 'There is no such product.'));
  }),
  http.get(
    url('/categories'),
    ({ request }) =>
      guard(request, 'catalog:read') ??
      HttpResponse.json({
        items: [
          { name: 'Clothing', productCount: 40 },
          { name: 'Music', productCount: 24 },
        ],
      }),
  ),
  http.patch(url('/products/:id'), async ({ request, params }) => {
    const refused = guard(request, 'catalog:write');
    if (refused) return refused;
    const patch = (await request.json()) as Record<string, unknown>;
    const product = { ...consoleApi.products.find((p) => p.id === Number(params.id))!, ...patch };
    consoleApi.products = consoleApi.products.map((p) => (p.id === product.id ? product : p));
    return HttpResponse.json({ message: `Saved: ${Object.keys(patch).join(', ')}. Shoppers see it on their next page load.`, product });
  }),
  http.put(url('/products/:id/image'), async ({ request, params }) => {
    const refused = guard(request, 'catalog:write');
    if (refused) return refused;
    const image = (await request.formData()).get('image');
    if (!(image instanceof Blob)) return refuse(400, 'Send the picture in the "image" field.');
    const product = { ...consoleApi.products.find((p) => p.id === Number(params.id))!, imageUploaded: true };
    return HttpResponse.json({ message: 'The picture is resized into every size the store serves.', product });
  }),
];

export const messageHandlers: HttpHandler[] = [
  http.get(url('/messages'), ({ request }) => {
    const search = new URL(request.url).searchParams;
    const status = search.get('status') ?? 'open';
    const shown = consoleApi.messages.filter((m) => status === 'all' || (status === 'handled') === !!m.handledAt);
    return guard(request, 'messages:read') ?? HttpResponse.json({ ...paged(shown, search), unread: consoleApi.messages.filter((m) => !m.readAt).length });
  }),
  http.post(url('/messages/:id/read'), ({ request, params }) => {
    const refused = guard(request, 'messages:write');
    if (refused) return refused;
    consoleApi.messages = consoleApi.messages.map((m) => (m.id === Number(params.id) ? { ...m, readAt: '2026-11-25T12:00:00.000Z' } : m));
    return HttpResponse.json({ message: 'Read.' });
  }),
  http.post(url('/messages/:id/handled'), async ({ request, params }) => {
    const refused = guard(request, 'messages:write');
    if (refused) return refused;
    const { handled } = (await request.json()) as { handled: boolean };
    consoleApi.messages = consoleApi.messages.map((m) =>
      m.id === Number(params.id) ? { ...m, handledAt: handled ? '2026-11-25T12:05:00.000Z' : null, handledBy: handled ? OWNER.email : null } : m,
    );
    return HttpResponse.json({ message: handled ? 'Marked handled.' : 'Reopened.' });
  }),
];

export const ownerHandlers: HttpHandler[] = [
  http.get(url('/audit'), ({ request }) => {
    const search = new URL(request.url).searchParams;
    const shown = consoleApi.audit.filter((entry) => !search.get('action') || entry.action === search.get('action'));
    return guard(request, 'audit:read') ?? HttpResponse.json(paged(shown, search));
  }),
  http.get(url('/operators'), ({ request }) => guard(request, 'operators:manage') ?? HttpResponse.json({ items: consoleApi.operators })),
  http.post(url('/operators/:id/revoke-sessions'), ({ request, params }) => {
    const refused = guard(request, 'operators:manage');
    if (refused) return refused;
    consoleApi.operators = consoleApi.operators.map((o) => (o.id === params.id ? { ...o, activeSessions: 0 } : o));
    const operator = consoleApi.operators.find((o) => o.id === params.id)!;
    return HttpResponse.json({ message: `Every session of ${operator.email} has ended.`, operator });
  }),
  http.post(url('/operators/:id/unlock'), ({ request, params }) => {
    const refused = guard(request, 'operators:manage');
    if (refused) return refused;
    consoleApi.operators = consoleApi.operators.map((o) => (o.id === params.id ? { ...o, lockedUntil: null } : o));
    const operator = consoleApi.operators.find((o) => o.id === params.id)!;
    return HttpResponse.json({ message: `${operator.email} may sign in again.`, operator });
  }),
];

export const compositionHandlers: HttpHandler[] = [
  http.get(url('/composition'), ({ request }) => guard(request, 'releases:read') ?? HttpResponse.json(consoleApi.composition)),
  http.post(url('/composition/:remote/:action'), ({ request, params }) => {
    const refused = guard(request, 'releases:manage');
    if (refused) return refused;
    const remote = consoleApi.composition.remotes.find((entry) => entry.remote === params.remote)!;
    if (params.action !== 'promote' || !remote.canary)
      return refuse(409, `No canary of ${remote.remote} is running; there is nothing to ${String(params.action)}.`);
    const promoted = { ...remote, live: remote.canary.release, canary: null, history: [remote.canary.release, ...remote.history] };
    consoleApi.composition = { ...consoleApi.composition, remotes: consoleApi.composition.remotes.map((entry) => (entry === remote ? promoted : entry)) };
    return HttpResponse.json({ message: `Promoted: every browser gets ${promoted.live} of ${remote.remote} from its next page load.`, remote: promoted });
  }),
];

/** Every area's handlers: the whole admin API as the console uses it. */
export const adminHandlers: HttpHandler[] = [
  ...sessionHandlers,
  ...dashboardHandlers,
  ...vitalsHandlers,
  ...orderHandlers,
  ...paymentHandlers,
  ...catalogHandlers,
  ...messageHandlers,
  ...ownerHandlers,
  ...compositionHandlers,
];
