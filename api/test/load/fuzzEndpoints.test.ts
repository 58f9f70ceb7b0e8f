// Fuzz: generated input over every field of verify_payment, contact_messages, track_order, orders/{id}, download
// tokens, renew and place_order's text fields — any Unicode (U+0000 and lone surrogates included), huge and negative
// numbers, wrong types — is answered below 500, with a JSON message on every 4xx. Seeded: FUZZ_SEED=<n> replays a run.
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

const anyText = fc.oneof(
  fc.string({ unit: 'binary', maxLength: 40 }),
  fc.string({ unit: 'grapheme', maxLength: 40 }),
  fc.constantFrom('\u0000', 'a\u0000b', '\ud800', '%00', '../../etc/passwd', ' '),
);
const anyValue = fc.oneof(
  anyText,
  fc.integer(),
  fc.double(),
  fc.constant(2 ** 31),
  fc.constant(-1),
  fc.boolean(),
  fc.constant(null),
  fc.constant([]),
  fc.constant({}),
);

async function expectNoServerError(method: 'GET' | 'POST', url: string, payload?: unknown) {
  const response = await testApp.app.inject({ method, url, ...(payload === undefined ? {} : { payload: payload as object }) });
  if (response.statusCode >= 500) throw new Error(`${method} ${url} ${JSON.stringify(payload)} answered ${response.statusCode}: ${response.body}`);
  if (response.statusCode >= 400 && response.headers['content-type']?.toString().startsWith('application/json')) {
    if (typeof response.json().message !== 'string') throw new Error(`${method} ${url} answered ${response.statusCode} without a message`);
  }
}

const check = (property: fc.IAsyncProperty<never> | fc.IAsyncProperty<unknown[]>) =>
  fc.assert(property as fc.IAsyncProperty<unknown[]>, { numRuns: RUNS, seed });

test(`verify_payment (seed ${seed})`, async () => {
  await check(
    fc.asyncProperty(fc.record({ reference: anyValue, status: anyValue, orderId: anyValue }, { requiredKeys: [] }), (body) =>
      expectNoServerError('POST', '/api/v1/web/verify_payment', body),
    ),
  );
});

test(`contact_messages (seed ${seed})`, async () => {
  await check(
    fc.asyncProperty(fc.record({ name: anyValue, email: anyValue, message: anyValue }, { requiredKeys: [] }), (body) =>
      expectNoServerError('POST', '/api/v1/web/contact_messages', body),
    ),
  );
});

test(`track_order (seed ${seed})`, async () => {
  await check(
    fc.asyncProperty(fc.record({ orderId: anyValue, email: anyValue }, { requiredKeys: [] }), (body) =>
      expectNoServerError('POST', '/api/v1/web/track_order', body),
    ),
  );
});

test(`orders/{id} (seed ${seed})`, async () => {
  await check(
    fc.asyncProperty(fc.string({ unit: 'binary', minLength: 1, maxLength: 60 }), (id) =>
      expectNoServerError('GET', `/api/v1/web/orders/${encodeURIComponent(id)}`),
    ),
  );
});

test(`place_order text, number and date fields (seed ${seed})`, async () => {
  const fields = [
    'customer.firstName',
    'customer.lastName',
    'customer.phone',
    'address.street',
    'address.city',
    'address.state',
    'address.country',
    'address.postalCode',
    'notes',
    'orderDate',
    'items.0.title',
    'items.0.selectedLicense',
    'items.0.productId',
    'items.0.quantity',
  ];
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

test(`downloads/{token} and its certificate (seed ${seed})`, async () => {
  const tokenish = fc.oneof(
    fc.string({ unit: 'binary', minLength: 1, maxLength: 90 }),
    // The real shape with random content: 22 and 43 base64url characters around a dot.
    fc.tuple(fc.stringMatching(/^[A-Za-z0-9_-]{22}$/), fc.stringMatching(/^[A-Za-z0-9_-]{43}$/)).map(([id, signature]) => `${id}.${signature}`),
  );
  await check(
    fc.asyncProperty(
      tokenish,
      fc.constantFrom('', '/certificate.pdf'),
      fc.option(fc.constantFrom('bytes=0-10', 'bytes=-5', 'bytes=9-1', 'bytes=x'), { nil: undefined }),
      async (token, suffix, range) => {
        const url = `/api/v1/web/downloads/${encodeURIComponent(token)}${suffix}`;
        const response = await testApp.app.inject({ url, headers: range === undefined ? {} : { range } });
        if (response.statusCode >= 500) throw new Error(`GET ${url} answered ${response.statusCode}: ${response.body}`);
        // No link exists that such a token could name: never a file.
        if (response.statusCode < 400 || typeof response.json().message !== 'string')
          throw new Error(`GET ${url} answered ${response.statusCode}: ${response.body}`);
      },
    ),
  );
});

test(`orders/{id}/downloads/{line}/renew (seed ${seed})`, async () => {
  await check(
    fc.asyncProperty(
      fc.string({ unit: 'binary', minLength: 1, maxLength: 40 }),
      fc.string({ unit: 'binary', minLength: 1, maxLength: 12 }),
      anyText,
      (id, line, email) => expectRenewBelow500(`/api/v1/web/orders/${encodeURIComponent(id)}/downloads/${encodeURIComponent(line)}/renew`, email),
    ),
  );
});

async function expectRenewBelow500(url: string, email: string) {
  const headers = /^[\x20-\x7e]*$/.test(email) ? { 'x-order-access': email } : {};
  const response = await testApp.app.inject({ method: 'POST', url, headers });
  if (response.statusCode >= 500) throw new Error(`POST ${url} answered ${response.statusCode}: ${response.body}`);
  if (typeof response.json().message !== 'string') throw new Error(`POST ${url} answered ${response.statusCode} without a message`);
}
