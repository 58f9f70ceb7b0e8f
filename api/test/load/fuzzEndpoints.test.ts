// Fuzz: generated input over every field of verify_payment, contact_messages, track_order, orders/{id} and
// place_order's text fields — any Unicode (U+0000 and lone surrogates included), huge and negative numbers, wrong
// types — is answered below 500, with a JSON message on every 4xx. Seeded: FUZZ_SEED=<n> replays a run.
import '../support/nativeEsmPackages';
import fc from 'fast-check';
import { type OrderPayload, orderPayload } from '../support/orderPayload';
import { APP_START_TIMEOUT_MS, type TestApp, startTestApp } from '../support/testApp';

const RUNS = 150;
const seed = Number(process.env.FUZZ_SEED ?? Date.now() % 2 ** 31);
let testApp: TestApp;
let valid: OrderPayload;

beforeAll(async () => {
  testApp = await startTestApp({ rateLimit: { max: 1_000_000, timeWindowMs: 60_000 } });
  valid = await orderPayload(testApp.app, [{ productId: 1 }]);
}, APP_START_TIMEOUT_MS);
afterAll(() => testApp?.close());

const anyText = fc.oneof(fc.string({ unit: 'binary', maxLength: 40 }), fc.string({ unit: 'grapheme', maxLength: 40 }), fc.constantFrom('\u0000', 'a\u0000b', '\ud800', '%00', '../../etc/passwd', ' '));
const anyValue = fc.oneof(anyText, fc.integer(), fc.double(), fc.constant(2 ** 31), fc.constant(-1), fc.boolean(), fc.constant(null), fc.constant([]), fc.constant({}));

async function expectNoServerError(method: 'GET' | 'POST', url: string, payload?: unknown) {
  const response = await testApp.app.inject({ method, url, ...(payload === undefined ? {} : { payload: payload as object }) });
  if (response.statusCode >= 500) throw new Error(`${method} ${url} ${JSON.stringify(payload)} answered ${response.statusCode}: ${response.body}`);
  if (response.statusCode >= 400 && response.headers['content-type']?.toString().startsWith('application/json')) {
    if (typeof response.json().message !== 'string') throw new Error(`${method} ${url} answered ${response.statusCode} without a message`);
  }
}

const check = (property: fc.IAsyncProperty<never> | fc.IAsyncProperty<unknown[]>) => fc.assert(property as fc.IAsyncProperty<unknown[]>, { numRuns: RUNS, seed });

test(`verify_payment (seed ${seed})`, async () => {
  await check(fc.asyncProperty(fc.record({ reference: anyValue, status: anyValue, orderId: anyValue }, { requiredKeys: [] }), (body) => expectNoServerError('POST', '/api/v1/web/verify_payment', body)));
});

test(`contact_messages (seed ${seed})`, async () => {
  await check(fc.asyncProperty(fc.record({ name: anyValue, email: anyValue, message: anyValue }, { requiredKeys: [] }), (body) => expectNoServerError('POST', '/api/v1/web/contact_messages', body)));
});

test(`track_order (seed ${seed})`, async () => {
  await check(fc.asyncProperty(fc.record({ orderId: anyValue, email: anyValue }, { requiredKeys: [] }), (body) => expectNoServerError('POST', '/api/v1/web/track_order', body)));
});

test(`orders/{id} (seed ${seed})`, async () => {
  await check(fc.asyncProperty(fc.string({ unit: 'binary', minLength: 1, maxLength: 60 }), (id) => expectNoServerError('GET', `/api/v1/web/orders/${encodeURIComponent(id)}`)));
});

test(`place_order text, number and date fields (seed ${seed})`, async () => {
  const fields = ['customer.firstName', 'customer.lastName', 'customer.phone', 'address.street', 'address.city', 'address.state', 'address.country', 'address.postalCode', 'notes', 'orderDate', 'items.0.title', 'items.0.selectedLicense', 'items.0.productId', 'items.0.quantity'];
  await check(
    fc.asyncProperty(fc.constantFrom(...fields), anyValue, (field, value) => {
      const payload = structuredClone(valid) as unknown as Record<string, Record<string, unknown>>;
      const parts = field.split('.');
      let node: Record<string, unknown> = payload;
      for (const part of parts.slice(0, -1)) node = node[part] as Record<string, unknown>;
      node[parts.at(-1)!] = value;
      return expectNoServerError('POST', '/api/v1/web/place_order', payload);
    }),
  );
});
