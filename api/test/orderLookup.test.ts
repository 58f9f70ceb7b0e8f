// GET /orders/:orderId and POST /verify_payment: the stored order in the two SPEC §3 shapes (in full only for the
// buyer, so a stranger with an order id learns nothing about them), and a payment status that only the provider (here the built-in sandbox) and the server's
// records decide.
import './support/nativeEsmPackages';
import { eq } from 'drizzle-orm';
import { orders } from '../src/db/schema';
import { generateCatalog } from '../src/catalog/generateCatalog';
import { orderPayload } from './support/orderPayload';
import { proofCookieOf } from './support/sandboxOrder';
import { APP_START_TIMEOUT_MS, type TestApp, startTestApp } from './support/testApp';

let testApp: TestApp;
/** Product 1's variant as the checkout sends it: its first size and colour, or null. */
const product1 = generateCatalog().products.find((product) => product.id === 1)!;
const variant1 = { size: product1.sizes?.[0] ?? null, color: product1.colors?.[0]?.name ?? null };
let orderId: string;
let reference: string;
let proof: string;

beforeAll(async () => {
  testApp = await startTestApp();
  const payload = await orderPayload(testApp.app, [{ productId: 341, license: 'Premium', quantity: 2 }, { productId: 1 }], {
    paymentMethod: 'paystack',
  });
  const response = await testApp.app.inject({ method: 'POST', url: '/api/v1/web/place_order', payload });
  orderId = response.json().order_id;
  proof = proofCookieOf(response);
  reference = String(response.json().payment_url).split('/').pop()!;
}, APP_START_TIMEOUT_MS);
afterAll(() => testApp?.close());

const lookup = (id: string, headers: Record<string, string> = {}) => testApp.app.inject({ url: `/api/v1/web/orders/${id}`, headers });
const verify = (body: object, headers: Record<string, string> = { cookie: proof }) =>
  testApp.app.inject({ method: 'POST', url: '/api/v1/web/verify_payment', payload: body, headers });
const setStatus = (status: 'pending' | 'paid' | 'failed') => testApp.app.db.update(orders).set({ status }).where(eq(orders.id, orderId));

describe('GET /orders/:orderId', () => {
  it(
    'is never stored by a cache, and 40 lookups in a row from one client meet the default limit (429)',
    async () => {
      expect((await lookup(orderId)).headers['cache-control']).toBe('no-store');
      expect((await lookup('no-such-order')).headers['cache-control']).toBe('no-store');
      const limited = await startTestApp();
      try {
        const statuses: number[] = [];
        for (let i = 0; i < 40; i += 1) statuses.push((await limited.app.inject(`/api/v1/web/orders/${orderId}`)).statusCode);
        expect(statuses.slice(0, 30).every((status) => status === 404)).toBe(true);
        expect(statuses.at(-1)).toBe(429);
      } finally {
        await limited.close();
      }
      // It starts an app of its own, which takes as long as the hooks that do so are allowed.
    },
    APP_START_TIMEOUT_MS,
  );

  it('answers its buyer (the proof its placement set) the order as SPEC §3 "Order (from lookup)", with its deliveries', async () => {
    const response = await lookup(orderId, { cookie: proof });
    expect(response.statusCode).toBe(200);
    const { success, order } = response.json();
    expect(success).toBe(true);
    expect(order).toEqual({
      id: orderId,
      status: 'pending',
      access: 'owner',
      customer: { first_name: 'Ada', last_name: 'Okafor', email: 'ada@example.com', phone: '+2348012345678' },
      address: { street: '12 Marina Road', city: 'Lagos', state: 'LA', postalCode: '101001', country: 'NG' },
      order_items: [
        { title: 'Golden Hour — Lo-Fi Beat Pack', license_type: 'Premium', size: null, color: null, quantity: 2, total_price: 999.98 },
        { title: expect.any(String), license_type: null, ...variant1, quantity: 1, total_price: expect.any(Number) },
      ],
      total: expect.any(Number),
      currency: 'USD',
      paymentMethod: 'paystack',
      created_at: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/),
      // Nothing is delivered before the order is paid.
      deliveries: [],
    });
    expect(order.total).toBeCloseTo(999.98 + order.order_items[1].total_price, 2);
  });

  it('answers anyone else the same order with personal data masked and nothing delivered', async () => {
    const attempts: Record<string, string>[] = [{}, { 'x-order-email': 'ada@example.com' }, { 'x-order-access': '' }, { cookie: 'order_proof=' }];
    for (const headers of attempts) {
      const response = await lookup(orderId, headers);
      expect(response.statusCode).toBe(200);
      const { order } = response.json();
      expect(order).toMatchObject({
        id: orderId,
        status: 'pending',
        access: 'masked',
        customer: { first_name: 'A.', last_name: 'O.', email: 'a***@example.com', phone: '***********78' },
        address: { street: '', city: '', state: 'LA', postalCode: '', country: 'NG' },
        order_items: [
          { title: 'Golden Hour — Lo-Fi Beat Pack', license_type: 'Premium', size: null, color: null, quantity: 2, total_price: 999.98 },
          expect.any(Object),
        ],
        currency: 'USD',
        paymentMethod: 'paystack',
      });
      expect(order).not.toHaveProperty('deliveries');
      expect(response.body).not.toContain('Okafor');
      expect(response.body).not.toContain('Marina');
      expect(response.body).not.toContain('2348012345');
    }
  });

  it('answers 400 to an access token that cannot be one', async () => {
    expect((await lookup(orderId, { 'x-order-access': 'a'.repeat(300) })).statusCode).toBe(400);
  });

  it.each([
    ['an unknown id', '4b0c3c9e-3f8f-4a7e-9d1c-2f1f6a0e8b11'],
    ['a sequential-looking id', '1'],
    ['a malformed id', 'not-an-order'],
    ['SQL', "' OR 1=1 --"],
  ])('answers 404 for %s', async (_case, id) => {
    const response = await lookup(encodeURIComponent(id));
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ success: false, message: 'Order not found' });
  });
});

describe('POST /verify_payment', () => {
  afterEach(() => setStatus('pending'));

  it('never reports success because the browser says so', async () => {
    const response = await verify({ reference, status: 'success', orderId });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      success: false,
      payment_status: 'pending',
      message: 'Payment could not be verified',
    });
  });

  it("answers anyone without the order's proof its payment state, the customer masked", async () => {
    const { order } = (await verify({ reference, status: 'success', orderId }, {})).json();
    expect(order.customer).toEqual({ first_name: 'A.', last_name: 'O.', email: 'a***@example.com', phone: '***********78' });
  });

  it('answers the order as SPEC §3 "Order (from payment verification)" to its buyer', async () => {
    const { order } = (await verify({ reference, status: 'success', orderId })).json();
    expect(order).toEqual({
      id: orderId,
      status: 'pending',
      created_at: expect.any(String),
      payment_method: { name: 'Paystack' },
      total: expect.any(Number),
      currency: 'USD',
      customer: { first_name: 'Ada', last_name: 'Okafor', email: 'ada@example.com', phone: '+2348012345678' },
      items: [
        { title: 'Golden Hour — Lo-Fi Beat Pack', selectedLicense: 'Premium', size: null, color: null, quantity: 2, unitPrice: 499.99, totalPrice: 999.98 },
        { title: expect.any(String), selectedLicense: null, ...variant1, quantity: 1, unitPrice: expect.any(Number), totalPrice: expect.any(Number) },
      ],
    });
  });

  it('reports success only for an order recorded as paid', async () => {
    await setStatus('paid');
    const response = await verify({ reference, status: 'cancelled', orderId });
    expect(response.json()).toMatchObject({ success: true, payment_status: 'success' });
  });

  it('reports a failed payment as failed', async () => {
    await setStatus('failed');
    expect((await verify({ reference, status: 'success', orderId })).json()).toMatchObject({
      success: false,
      payment_status: 'failed',
    });
  });

  it('answers 404 for an unknown order, an unknown reference or one of another order, 400 with neither', async () => {
    const unknown = await verify({ reference, status: 'success', orderId: '4b0c3c9e-3f8f-4a7e-9d1c-2f1f6a0e8b11' });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({ success: false, message: 'Order not found' });
    const unknownReference = await verify({ reference: 'T1', status: 'success' });
    expect(unknownReference.statusCode).toBe(404);
    const foreignReference = await verify({ reference: 'sbx_00000000000000000000000000000000', status: 'success', orderId });
    expect(foreignReference.json()).toEqual({ success: false, message: 'Payment not found for this order' });
    const missing = await verify({ status: 'success' });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().message).toBe('A payment reference or an order ID is required to verify a payment.');
  });

  it('finds the order from the reference alone', async () => {
    const response = await verify({ reference });
    expect(response.statusCode).toBe(200);
    expect(response.json().order.id).toBe(orderId);
  });

  it('refuses unknown fields', async () => {
    const response = await verify({ reference: 'T1', orderId, paid: true });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe('body must not have the unknown field "paid"');
  });
});
