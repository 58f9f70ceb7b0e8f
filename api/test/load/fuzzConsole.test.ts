// Fuzz of the operator console's API (/api/v1/admin), signed in as the owner: generated bodies, query strings and
// path parameters — huge, negative and fractional numbers, any Unicode, wrong types — are answered below 500, with a
// JSON message on every 4xx, and a number the database cannot hold is refused by the schema. Seeded: FUZZ_SEED=<n>.
import '../support/nativeEsmPackages';
import fc from 'fast-check';
import { eq } from 'drizzle-orm';
import { MAX_PRICE } from '@storefront/shared/admin';
import { products } from '../../src/db/schema';
import { OWNER, type SignedIn, adminCall, signIn } from '../support/adminSession';
import { APP_START_TIMEOUT_MS, type TestApp, startTestApp } from '../support/testApp';

const RUNS = 100;
const seed = Number(process.env.FUZZ_SEED ?? Date.now() % 2 ** 31);
let testApp: TestApp;
let owner: SignedIn;

beforeAll(async () => {
  testApp = await startTestApp({ rateLimit: { max: 1_000_000, timeWindowMs: 60_000 } });
  owner = await signIn(testApp.app, OWNER);
}, APP_START_TIMEOUT_MS);
afterAll(() => testApp?.close());

const hugeNumber = fc.constantFrom(1e13, 1e300, Number.MAX_VALUE, 2 ** 53, 2 ** 31, -1, -0.01, 0.001, 1e-7, MAX_PRICE + 0.01);
const anyText = fc.oneof(fc.string({ unit: 'binary', maxLength: 30 }), fc.constantFrom('\u0000', '\ud800', '1e13', '99999999999999999999', '-1', ' '));
const anyValue = fc.oneof(anyText, fc.integer(), fc.double(), hugeNumber, fc.boolean(), fc.constant(null), fc.constant([]), fc.constant({}));
// A path can carry any character but a lone surrogate, which has no URL encoding.
const anyParam = fc.oneof(
  fc.stringMatching(/^\d{1,20}$/),
  fc.string({ unit: 'grapheme', maxLength: 30 }),
  fc.constantFrom('\u0000', '1e13', '-1', '0', '9007199254740993'),
);

async function expectNoServerError(method: 'GET' | 'POST' | 'PATCH', url: string, payload?: unknown) {
  const response = await adminCall(testApp.app, owner, { method, url, payload: payload as object | undefined });
  if (response.statusCode >= 500) throw new Error(`${method} ${url} ${JSON.stringify(payload)} answered ${response.statusCode}: ${response.body}`);
  if (response.statusCode >= 400 && typeof response.json().message !== 'string')
    throw new Error(`${method} ${url} answered ${response.statusCode} without a message`);
}

const check = (property: fc.IAsyncProperty<unknown[]>) => fc.assert(property, { numRuns: RUNS, seed });

test('PATCH of a product with price 1e13 answers 400 naming the bound, and changes nothing', async () => {
  const [before] = await testApp.app.db.select().from(products).where(eq(products.id, 1));
  const response = await adminCall(testApp.app, owner, { method: 'PATCH', url: 'products/1', payload: { price: 1e13 } });
  expect(response.statusCode).toBe(400);
  expect(response.json().message).toBe(`body/price must be <= ${MAX_PRICE}`);
  const [after] = await testApp.app.db.select().from(products).where(eq(products.id, 1));
  expect(after).toEqual(before);
});

test(`PATCH products/{id} bodies (seed ${seed})`, async () => {
  const tier = fc.record({ licenseType: anyValue, usdAmount: anyValue, ngnAmount: anyValue }, { requiredKeys: [] });
  await check(
    fc.asyncProperty(
      fc.record(
        {
          price: anyValue,
          available: anyValue,
          title: anyValue,
          inStock: anyValue,
          visible: anyValue,
          prices: fc.oneof(anyValue, fc.array(tier, { maxLength: 3 })),
        },
        { requiredKeys: [] },
      ),
      anyParam,
      (body, id) => expectNoServerError('PATCH', `products/${encodeURIComponent(id)}`, body),
    ),
  );
});

test(`list query strings (seed ${seed})`, async () => {
  await check(
    fc.asyncProperty(
      fc.constantFrom('products', 'orders', 'messages', 'audit', 'dashboard'),
      fc.record({ page: anyText, pageSize: anyText, days: anyText, from: anyText, to: anyText, q: anyText, status: anyText }, { requiredKeys: [] }),
      (list, query) => expectNoServerError('GET', `${list}?${new URLSearchParams(query as Record<string, string>)}`),
    ),
  );
});

test(`ids in paths (seed ${seed})`, async () => {
  await check(
    fc.asyncProperty(
      fc.constantFrom('products/:id', 'orders/:id', 'messages/:id/read', 'payments/webhook-events/:id/handled', 'operators/:id/unlock'),
      anyParam,
      (template, id) => {
        const url = template.replace(':id', encodeURIComponent(id));
        const method = template.endsWith('/read') || template.endsWith('/handled') || template.endsWith('/unlock') ? 'POST' : 'GET';
        return expectNoServerError(method, url, method === 'POST' ? (template.endsWith('/handled') ? { handled: true } : {}) : undefined);
      },
    ),
  );
});
