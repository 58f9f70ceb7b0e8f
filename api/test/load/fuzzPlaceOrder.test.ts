// Fuzz: 1,200 generated bad place_order payloads (fast-check) — missing, mistyped, out-of-range, unknown or
// inconsistent fields, wrong prices, malformed JSON — must all be answered 4xx with a message and store nothing.
// Reproduce: npx jest --selectProjects api -- api/test/load/fuzzPlaceOrder.test.ts (FUZZ_SEED=<n> to replay a run)
import '../support/nativeEsmPackages';
import fc from 'fast-check';
import { count } from 'drizzle-orm';
import { idempotencyKeys, payments } from '../../src/db/schema';
import { storedOrderCounts } from '../support/orderCounts';
import { type OrderPayload, orderPayload } from '../support/orderPayload';
import { APP_START_TIMEOUT_MS, type TestApp, startTestApp } from '../support/testApp';

const RUNS = 1200;
let testApp: TestApp;
let valid: OrderPayload;
let validNgn: OrderPayload;

beforeAll(async () => {
  testApp = await startTestApp({ rateLimit: { max: 100_000, timeWindowMs: 60_000 } });
  valid = await orderPayload(testApp.app, [
    { productId: 1, quantity: 2 },
    { productId: 341, license: 'Standard' },
  ]);
  validNgn = await orderPayload(testApp.app, [{ productId: 342, license: 'Extended' }], { currency: 'NGN', paymentMethod: 'paypal' });
}, APP_START_TIMEOUT_MS);
afterAll(() => testApp?.close());

type Json = Record<string, unknown>;
type Mutation = (payload: Json) => Json | string;

const clone = (payload: OrderPayload): Json => structuredClone(payload) as unknown as Json;
const at = (payload: Json, path: string): [Json, string] => {
  const parts = path.split('.');
  let node: Json = payload;
  for (const part of parts.slice(0, -1)) node = node[part] as Json;
  return [node, parts.at(-1)!];
};
const set =
  (path: string, value: unknown): Mutation =>
  (payload) => {
    const [node, key] = at(payload, path);
    node[key] = value;
    return payload;
  };
const remove =
  (path: string): Mutation =>
  (payload) => {
    const [node, key] = at(payload, path);
    delete node[key];
    return payload;
  };

const REQUIRED = [
  'customer',
  'customer.firstName',
  'customer.lastName',
  'customer.email',
  'customer.phone',
  'address',
  'items',
  'totals',
  'totals.subtotal',
  'totals.tax',
  'totals.discount',
  'totals.total',
  'currency',
  'paymentMethod',
  'items.0.productId',
  'items.0.quantity',
  'items.0.unitPrice',
  'items.0.totalPrice',
  'items.1.currency',
];
const NUMBER_FIELDS = ['items.0.productId', 'items.0.quantity', 'items.1.quantity', 'items.0.unitPrice', 'items.1.totalPrice', 'totals.total', 'totals.tax'];
const STRING_FIELDS = ['customer.firstName', 'customer.email', 'customer.phone', 'address.city', 'currency', 'paymentMethod', 'items.0.currency', 'orderDate'];
const OBJECTS = ['', 'customer', 'address', 'totals', 'items.0'];
const KNOWN_KEYS = new Set([
  'customer',
  'address',
  'items',
  'totals',
  'currency',
  'paymentMethod',
  'notes',
  'orderDate',
  'firstName',
  'lastName',
  'email',
  'phone',
  'country',
  'state',
  'city',
  'street',
  'postalCode',
  'productId',
  'title',
  'quantity',
  'selectedLicense',
  'unitPrice',
  'totalPrice',
  'subtotal',
  'tax',
  'discount',
  'total',
]);

const notAString = fc.oneof(fc.integer(), fc.boolean(), fc.constant(null), fc.array(fc.string(), { maxLength: 2 }), fc.constant({}));
const notANumber = fc.oneof(fc.integer({ min: 1, max: 5 }).map(String), fc.boolean(), fc.constant(null), fc.constant([1]), fc.constant({}));

const mutation: fc.Arbitrary<Mutation> = fc.oneof(
  fc.constantFrom(...REQUIRED).map(remove),
  fc.tuple(fc.constantFrom(...NUMBER_FIELDS), notANumber).map(([path, value]) => set(path, value)),
  fc.tuple(fc.constantFrom(...STRING_FIELDS), notAString).map(([path, value]) => set(path, value)),
  fc
    .oneof(
      fc.string({ maxLength: 30 }).filter((text) => !/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(text)),
      fc.constantFrom('a@', '@b.co', 'a b@c.co'),
    )
    .map((email) => set('customer.email', email)),
  fc
    .oneof(fc.integer({ min: -1000, max: 0 }), fc.integer({ min: 101, max: 1_000_000 }), fc.double({ min: 1.01, max: 99.99, noInteger: true }))
    .map((quantity) => set('items.0.quantity', quantity)),
  fc.oneof(fc.integer({ min: 365, max: 2_147_483_647 }), fc.integer({ min: -100, max: 0 })).map((id) => set('items.0.productId', id)),
  fc
    .string({ minLength: 1, maxLength: 50 })
    .filter((name) => !['Standard', 'Extended', 'Premium'].includes(name))
    .map((license) => set('items.1.selectedLicense', license)),
  fc.constantFrom('Standard', 'Premium').map((license) => set('items.0.selectedLicense', license)),
  fc.constant(set('items.1.selectedLicense', null)),
  fc
    .tuple(
      fc.constantFrom(...OBJECTS),
      fc.string({ minLength: 1, maxLength: 20 }).filter((key) => !KNOWN_KEYS.has(key) && key !== '__proto__'),
      fc.jsonValue(),
    )
    .map(([path, key, value]) => (payload: Json) => {
      const node = path === '' ? payload : (at(payload, `${path}.x`)[0] as Json);
      node[key] = value;
      return payload;
    }),
  fc
    .tuple(
      fc.constantFrom('currency', 'items.0.currency'),
      fc.string({ maxLength: 5 }).filter((code) => code !== 'USD' && code !== 'NGN'),
    )
    .map(([path, code]) => set(path, code)),
  fc.constant(set('items.0.currency', 'NGN')),
  fc
    .oneof(
      fc.constantFrom('stripe', 'Paystack', 'card', ''),
      fc.string({ maxLength: 12 }).filter((m) => !['paystack', 'paypal', 'no-payment'].includes(m)),
    )
    .map((method) => set('paymentMethod', method)),
  fc
    .tuple(
      fc.constantFrom('items.0.unitPrice', 'items.0.totalPrice', 'items.1.unitPrice', 'totals.subtotal', 'totals.total'),
      fc.integer({ min: 1, max: 100_000 }),
    )
    .map(([path, cents]) => (payload: Json) => {
      const [node, key] = at(payload, path);
      node[key] = Math.round(((node[key] as number) + cents / 100) * 100) / 100;
      return payload;
    }),
  fc.constantFrom('totals.tax', 'totals.discount').map((path) => set(path, 1)),
  fc.constant(set('items', [])),
  fc.constant((payload: Json) => ({ ...payload, items: Array(101).fill((payload.items as unknown[])[0]) })),
  fc
    .tuple(fc.constantFrom('customer.firstName', 'customer.lastName', 'customer.phone'), fc.constantFrom(' ', '   ', '\t'))
    .map(([path, blank]) => set(path, blank)),
  fc
    .tuple(fc.constantFrom('customer.firstName', 'address.street', 'notes'), fc.integer({ min: 2001, max: 3000 }))
    .map(([path, length]) => set(path, 'x'.repeat(length))),
  fc
    .string({ maxLength: 20 })
    .filter((text) => Number.isNaN(Date.parse(text)) || !/T/.test(text))
    .map((text) => set('orderDate', text)),
  fc.constantFrom('items.0.unitPrice', 'totals.total').map((path) => set(path, -1)),
  fc.constant(() => 'paypal-ngn'),
  fc.string({ maxLength: 40 }).map((text) => () => `${text}{not json`),
);

it(`answers ${RUNS} generated bad orders with 4xx and a message, and stores nothing`, async () => {
  const before = await storedOrderCounts(testApp.app.db);
  const statusCounts = new Map<number, number>();
  let runs = 0;

  await fc.assert(
    fc.asyncProperty(mutation, fc.option(fc.uuid(), { nil: undefined }), async (mutate, idempotencyKey) => {
      const mutated = mutate(clone(valid));
      const payload = mutated === 'paypal-ngn' ? JSON.stringify(validNgn) : typeof mutated === 'string' ? mutated : JSON.stringify(mutated);
      const response = await testApp.app.inject({
        method: 'POST',
        url: '/api/v1/web/place_order',
        headers: { 'content-type': 'application/json', ...(idempotencyKey ? { 'idempotency-key': idempotencyKey } : {}) },
        payload,
      });
      runs += 1;
      statusCounts.set(response.statusCode, (statusCounts.get(response.statusCode) ?? 0) + 1);
      expect(response.statusCode).toBeGreaterThanOrEqual(400);
      expect(response.statusCode).toBeLessThan(500);
      expect(response.statusCode).not.toBe(429);
      const body = response.json();
      expect(typeof body.message).toBe('string');
      expect(body.message.length).toBeGreaterThan(0);
      expect(body.message).not.toMatch(/\n\s+at /); // no stack traces
    }),
    { numRuns: RUNS, seed: process.env.FUZZ_SEED ? Number(process.env.FUZZ_SEED) : undefined },
  );

  expect(await storedOrderCounts(testApp.app.db)).toEqual(before);
  const [{ keys }] = await testApp.app.db.select({ keys: count() }).from(idempotencyKeys);
  const [{ paymentRows }] = await testApp.app.db.select({ paymentRows: count() }).from(payments);
  expect({ keys, paymentRows }).toEqual({ keys: 0, paymentRows: 0 });
  const histogram = [...statusCounts.entries()]
    .sort(([a], [b]) => a - b)
    .map(([status, n]) => `${status}×${n}`)
    .join(', ');
  console.log(
    `[fuzz] ${runs} bad place_order payloads → ${histogram}; stored orders ${before.orders} → ${(await storedOrderCounts(testApp.app.db)).orders}, idempotency keys 0, payments 0`,
  );
}, 180_000);
