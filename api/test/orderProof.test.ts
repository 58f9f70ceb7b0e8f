// Proof of ownership: every answer under /api/v1/web that can carry a customer's personal data or an entitlement
// goes through orders/orderProof.ts. The list of such routes comes from the app's own route table, so a route added
// later is either declared (config `orderProof`) and attacked here, or named below as carrying no customer data.
import './support/nativeEsmPackages';
import { eq } from 'drizzle-orm';
import { sandboxPayments } from '../src/db/schema';
import { downloadSecret } from '../src/fulfilment/downloadSecret';
import { ORDER_ACCESS_LINK_SENT } from '@storefront/shared/schemas';
import { mailOutbox } from '../src/mail/mailTables';
import { orderAccessToken } from '../src/orders/orderProof';
import { orderPayload } from './support/orderPayload';
import { paySandboxOrder, placeSandboxOrder, proofCookieOf, BUYER_EMAIL } from './support/sandboxOrder';
import { APP_START_TIMEOUT_MS, type TestApp, startTestApp } from './support/testApp';

const API = '/api/v1/web';

/** Routes that answer nothing of an order's customer or entitlements, each with the reason. */
const CARRY_NO_CUSTOMER_DATA: Record<string, string> = {
  'GET /featured_products': 'catalogue',
  'GET /product_categories': 'catalogue',
  'GET /catalog': 'catalogue',
  'GET /search': 'catalogue',
  'GET /products': 'catalogue',
  'GET /products/:id': 'catalogue',
  'GET /products/:id/related': 'catalogue',
  'POST /place_order': "answers the new order's id and payment link to whoever placed it, and sets its proof",
  'POST /orders/:orderId/access_link': "the same answer for every caller; the link goes to the order's own address",
  'POST /webhooks/paystack': 'accepted only with a valid signature; answers nothing of the order',
  'GET /sandbox/checkout/:reference': 'the sandbox pay page: amount and currency, no customer',
  'POST /sandbox/checkout/:reference/pay': 'redirects back to the store',
  'POST /sandbox/checkout/:reference/decline': 'redirects back to the store',
  'POST /contact_messages': "stores the sender's own message",
  'GET /downloads/:token': 'the signed download token is the entitlement itself',
  'GET /downloads/:token/certificate.pdf': 'the signed download token is the entitlement itself',
  'GET /shopper': "the browser's own cart, wishlist, compare list and currency, named by its own signed cookie; no name or address",
  'PUT /shopper': "saves the browser's own record, named by its signed cookie",
  'POST /shopper/cart': 'a form that changes the browser’s own cart and redirects back',
  'POST /shopper/cart/quantity': 'a form that changes the browser’s own cart and redirects back',
  'POST /shopper/cart/license': 'a form that changes the browser’s own cart and redirects back',
  'POST /shopper/cart/remove': 'a form that changes the browser’s own cart and redirects back',
  'POST /shopper/wishlist': 'a form that changes the browser’s own wishlist and redirects back',
  'POST /shopper/wishlist/move': 'a form that moves an item of the browser’s own wishlist to its cart and redirects back',
  'POST /shopper/compare': 'a form that changes the browser’s own compare list and redirects back',
  'POST /shopper/currency': 'a form that changes the browser’s own currency and redirects back',
  'POST /shopper/checkout':
    "the checkout form: keeps the browser's own typing and redirects back, or places its order as place_order does (setting its proof) and redirects to the payment page",
  'POST /beacon': 'page timings by route pattern; answers nothing',
  'POST /account/sign_up': 'the same notice for every address; links go to the address typed',
  'POST /account/verify_email': 'a notice; the signed link is the proof',
  'POST /account/sign_in': 'answers the account only to its password; orders are its own routes',
  'GET /account/session': 'the account its own session cookie names',
  'POST /account/sign_out': 'a notice',
  'POST /account/forgot_password': 'the same notice for every address; the link goes to the account’s address',
  'POST /account/reset_password': 'a notice; the signed link is the proof',
  'POST /account/details': 'the signed-in account’s own details',
  'POST /account/password': 'a notice',
  'GET /account/addresses': 'the signed-in account’s own addresses',
  'POST /account/addresses': 'the signed-in account’s own addresses',
  'PUT /account/addresses/:addressId': 'the signed-in account’s own addresses',
  'DELETE /account/addresses/:addressId': 'the signed-in account’s own addresses',
  'POST /account/export': 'everything about the signed-in account, to itself only',
  'POST /account/delete': 'a notice',
  'GET /account/orders': 'only orders that belong to the signed-in account, which is their proof (orderProof.ts)',
};

interface RouteSeen {
  method: string;
  url: string;
  orderProof: string | undefined;
}

let testApp: TestApp;
const routes: RouteSeen[] = [];
let paid: Awaited<ReturnType<typeof paySandboxOrder>>;
let licenseKey: string;

beforeAll(async () => {
  testApp = await startTestApp({}, (app) =>
    app.addHook('onRoute', (route) => {
      for (const method of ([] as string[]).concat(route.method)) {
        if (method !== 'HEAD' && method !== 'OPTIONS' && route.url.startsWith(API)) {
          routes.push({ method, url: route.url.slice(API.length), orderProof: route.config?.orderProof });
        }
      }
    }),
  );
  paid = await paySandboxOrder(testApp.app);
  const owned = await testApp.app.inject({ url: `${API}/orders/${paid.orderId}`, headers: { cookie: paid.proof } });
  licenseKey = owned.json().order.deliveries[0].license_key;
}, APP_START_TIMEOUT_MS);
afterAll(() => testApp?.close());

/** How the attacker calls each route: the order id, plus everything another answer or a URL could have told them. */
const ATTACKS: Record<string, () => { method: 'GET' | 'POST'; url: string; headers?: Record<string, string>; payload?: object }> = {
  'GET /orders/:orderId': () => ({ method: 'GET', url: `/orders/${paid.orderId}`, headers: { 'x-order-email': BUYER_EMAIL } }),
  'POST /verify_payment': () => ({ method: 'POST', url: '/verify_payment', payload: { orderId: paid.orderId, reference: paid.reference } }),
  'POST /track_order': () => ({ method: 'POST', url: '/track_order', payload: { orderId: paid.orderId, email: BUYER_EMAIL } }),
  'POST /orders/:orderId/downloads/:lineNumber/renew': () => ({
    method: 'POST',
    url: `/orders/${paid.orderId}/downloads/1/renew`,
    headers: { 'x-order-email': BUYER_EMAIL },
  }),
};

describe('the route table', () => {
  it('declares every /api/v1/web route as needing the order proof, or names it as carrying no customer data', () => {
    const undeclared = routes
      .filter((route) => route.orderProof === undefined)
      .map((route) => `${route.method} ${route.url}`)
      .filter((key) => !(key in CARRY_NO_CUSTOMER_DATA));
    expect(undeclared).toEqual([]);
    const seen = new Set(routes.map((route) => `${route.method} ${route.url}`));
    expect(Object.keys(CARRY_NO_CUSTOMER_DATA).filter((key) => !seen.has(key))).toEqual([]);
  });

  it('refuses every declared route the customer and the entitlements without the proof, given the id, e-mail and reference', async () => {
    const declared = routes.filter((route) => route.orderProof !== undefined);
    expect(declared.length).toBeGreaterThanOrEqual(Object.keys(ATTACKS).length);
    for (const route of declared) {
      const key = `${route.method} ${route.url}`;
      expect({ key, attack: key in ATTACKS }).toEqual({ key, attack: true });
      const { method, url, headers, payload } = ATTACKS[key]();
      const response = await testApp.app.inject({ method, url: `${API}${url}`, headers, payload });
      for (const secret of [BUYER_EMAIL, 'Okafor', '+2348012345678', '12 Marina Road', licenseKey, '/downloads/']) {
        expect({ key, leaks: secret, found: response.body.includes(secret) }).toEqual({ key, leaks: secret, found: false });
      }
      if (route.orderProof === 'required') expect({ key, status: response.statusCode }).toEqual({ key, status: 403 });
      else expect({ key, status: response.statusCode }).toEqual({ key, status: 200 });
      expect(response.headers['set-cookie']).toBeUndefined();
    }
  });
});

describe('the proof', () => {
  it("comes with the order's placement and shows that browser the full order, its keys and downloads", async () => {
    const lookup = await testApp.app.inject({ url: `${API}/orders/${paid.orderId}`, headers: { cookie: paid.proof } });
    expect(lookup.json().order).toMatchObject({ access: 'owner', customer: { email: BUYER_EMAIL, last_name: 'Okafor' } });
    expect(lookup.json().order.deliveries[0].license_key).toBe(licenseKey);
    const verified = await testApp.app.inject({
      method: 'POST',
      url: `${API}/verify_payment`,
      payload: { orderId: paid.orderId },
      headers: { cookie: paid.proof },
    });
    expect(verified.json().order.customer.email).toBe(BUYER_EMAIL);
    expect(verified.json().order.deliveries).toHaveLength(lookup.json().order.deliveries.length);
  });

  it('is HttpOnly, sent only to the API, and keeps the proofs of earlier orders', async () => {
    expect((await testApp.app.inject({ url: `${API}/orders/${paid.orderId}` })).headers['set-cookie']).toBeUndefined();
    const payload = await orderPayload(testApp.app, [{ productId: 1 }], { paymentMethod: 'paystack' });
    const placed = await testApp.app.inject({ method: 'POST', url: `${API}/place_order`, payload, headers: { cookie: paid.proof } });
    expect(String(placed.headers['set-cookie'])).toMatch(/^order_proof=[^;]+; Path=\/api\/v1\/web; HttpOnly; SameSite=Lax; Max-Age=\d+$/);
    const both = proofCookieOf(placed);
    for (const orderId of [paid.orderId, placed.json().order_id]) {
      expect((await testApp.app.inject({ url: `${API}/orders/${orderId}`, headers: { cookie: both } })).json().order.access).toBe('owner');
    }
  });

  it('of one order proves nothing about another, and a forged or altered cookie proves nothing', async () => {
    const other = await placeSandboxOrder(testApp.app);
    const [, token] = other.proof.split('=')[1].split('.');
    const forged = [`order_proof=${paid.orderId}.${token}`, `order_proof=${paid.orderId}.${'A'.repeat(43)}`, `order_proof=${paid.orderId}`];
    for (const cookie of [other.proof, ...forged]) {
      const answer = (await testApp.app.inject({ url: `${API}/orders/${paid.orderId}`, headers: { cookie } })).json();
      expect(answer.order.access).toBe('masked');
      expect(JSON.stringify(answer)).not.toContain(BUYER_EMAIL);
    }
  });

  it("from the e-mail's link shows the order once and leaves the proof in that browser", async () => {
    const token = orderAccessToken(await downloadSecret(testApp.app.db), paid.orderId);
    const byLink = await testApp.app.inject({ url: `${API}/orders/${paid.orderId}`, headers: { 'x-order-access': token } });
    expect(byLink.json().order.access).toBe('owner');
    const cookie = proofCookieOf(byLink);
    expect(String(byLink.headers['set-cookie'])).toMatch(/; Path=\/api\/v1\/web; HttpOnly; SameSite=Lax;/);
    expect((await testApp.app.inject({ url: `${API}/orders/${paid.orderId}`, headers: { cookie } })).json().order.access).toBe('owner');
    const wrong = await testApp.app.inject({ url: `${API}/orders/${paid.orderId}`, headers: { 'x-order-access': `${token.slice(0, -1)}x` } });
    expect(wrong.json().order.access).toBe('masked');
    // The e-mails carry that link.
    await testApp.app.inject({ method: 'POST', url: `${API}/orders/${paid.orderId}/access_link`, payload: { email: BUYER_EMAIL } });
    const queued = await testApp.app.db.select().from(mailOutbox).where(eq(mailOutbox.orderId, paid.orderId));
    expect(queued.some((row) => row.kind === 'receipt' && row.resend > 0)).toBe(true);
  });

  it('comes with the payment return that settles the order, and not with a replay of that return', async () => {
    const order = await placeSandboxOrder(testApp.app);
    // The shopper paid on the provider's page; nothing has settled the order yet: their return does.
    await testApp.app.db.update(sandboxPayments).set({ outcome: 'paid' }).where(eq(sandboxPayments.reference, order.reference));
    const verify = () => testApp.app.inject({ method: 'POST', url: `${API}/verify_payment`, payload: { orderId: order.orderId, reference: order.reference } });
    const returned = await verify();
    expect(returned.json()).toMatchObject({ payment_status: 'success', order: { customer: { email: BUYER_EMAIL } } });
    const cookie = proofCookieOf(returned);
    expect((await testApp.app.inject({ url: `${API}/orders/${order.orderId}`, headers: { cookie } })).json().order.access).toBe('owner');
    const replay = await verify();
    expect(replay.json().payment_status).toBe('success');
    expect(replay.headers['set-cookie']).toBeUndefined();
    expect(replay.body).not.toContain(BUYER_EMAIL);
    expect(replay.json().order).not.toHaveProperty('deliveries');
  });
});

describe('asking for the order link', () => {
  it('answers the same for the right address, a wrong one and an unknown order, and mails only the order’s address', async () => {
    const count = async () => (await testApp.app.db.select().from(mailOutbox).where(eq(mailOutbox.orderId, paid.orderId))).length;
    const before = await count();
    const answers = [];
    for (const [orderId, email] of [
      [paid.orderId, 'eve@example.com'],
      ['00000000-0000-4000-8000-000000000000', BUYER_EMAIL],
      [paid.orderId, BUYER_EMAIL.toUpperCase()],
    ]) {
      const response = await testApp.app.inject({ method: 'POST', url: `${API}/orders/${orderId}/access_link`, payload: { email } });
      answers.push([response.statusCode, response.json()]);
    }
    expect(answers).toEqual(Array(3).fill([202, { success: true, message: ORDER_ACCESS_LINK_SENT }]));
    expect(await count()).toBe(before + 1);
  });
});
