// Load: 500 concurrent place_order calls, 20% of them repeating another call's Idempotency-Key (same body),
// must store exactly one order per key and give every repeat the first call's answer.
// Reproduce: npx jest --selectProjects api -- api/test/load/concurrentOrders.test.ts
import '../support/nativeEsmPackages';
import { count, inArray } from 'drizzle-orm';
import { idempotencyKeys, orders } from '../../src/db/schema';
import { type OrderPayload, orderPayload } from '../support/orderPayload';
import { APP_START_TIMEOUT_MS, type TestApp, startTestApp } from '../support/testApp';

const CALLS = 500;
const REPEATED_SHARE = 0.2;
let testApp: TestApp;

beforeAll(async () => {
  testApp = await startTestApp({ rateLimit: { max: 10_000, timeWindowMs: 60_000 } });
}, APP_START_TIMEOUT_MS);
afterAll(() => testApp?.close());

it(`${CALLS} concurrent orders with ${REPEATED_SHARE * 100}% repeated keys store exactly one order per key`, async () => {
  const repeats = CALLS * REPEATED_SHARE;
  const distinctKeys = CALLS - repeats;
  // Sandbox-paid and unpaid orders alike (the paid ones take the two-step path through the provider).
  const templates: OrderPayload[] = [
    await orderPayload(testApp.app, [{ productId: 341, license: 'Standard' }], { paymentMethod: 'paystack' }),
    await orderPayload(testApp.app, [{ productId: 3, quantity: 2 }], { paymentMethod: 'no-payment' }),
    await orderPayload(testApp.app, [{ productId: 344, license: 'Premium' }], { paymentMethod: 'paypal' }),
  ];
  const runId = Date.now().toString(36);
  const calls = Array.from({ length: CALLS }, (_, index) => {
    // Calls 0‥399 use their own key; calls 400‥499 repeat the key (and body) of call (index − 400) × 4.
    const keyIndex = index < distinctKeys ? index : (index - distinctKeys) * 4;
    return { key: `load-${runId}-${keyIndex}`, payload: { ...templates[keyIndex % 3], notes: `order ${keyIndex}` } };
  });

  const started = performance.now();
  const responses = await Promise.all(
    calls.map(({ key, payload }) => testApp.app.inject({ method: 'POST', url: '/api/v1/web/place_order', payload, headers: { 'idempotency-key': key } })),
  );
  const seconds = (performance.now() - started) / 1000;

  const statuses = responses.map((response) => response.statusCode);
  expect(statuses.filter((status) => status !== 201)).toEqual([]);
  const orderIdByKey = new Map<string, string>();
  let replayed = 0;
  responses.forEach((response, index) => {
    const { key } = calls[index];
    const orderId = response.json().order_id;
    if (response.headers['idempotent-replayed'] === 'true') replayed += 1;
    if (orderIdByKey.has(key)) expect(orderId).toBe(orderIdByKey.get(key));
    else orderIdByKey.set(key, orderId);
  });

  const keys = [...orderIdByKey.keys()];
  const [{ stored }] = await testApp.app.db
    .select({ stored: count() })
    .from(orders)
    .where(inArray(orders.id, [...orderIdByKey.values()]));
  const [{ keyRows }] = await testApp.app.db.select({ keyRows: count() }).from(idempotencyKeys).where(inArray(idempotencyKeys.key, keys));
  const [{ allOrders }] = await testApp.app.db.select({ allOrders: count() }).from(orders);

  expect(orderIdByKey.size).toBe(distinctKeys);
  expect(stored).toBe(distinctKeys);
  expect(allOrders).toBe(distinctKeys);
  expect(keyRows).toBe(distinctKeys);
  expect(replayed).toBe(repeats);

  console.log(
    `[load] ${CALLS} concurrent place_order calls, ${repeats} repeating a key: ${distinctKeys} distinct keys → ` +
      `${allOrders} orders stored, ${replayed} replayed answers, ${statuses.filter((s) => s === 201).length}× 201, ` +
      `${seconds.toFixed(1)} s (${(CALLS / seconds).toFixed(0)} req/s, on ${process.env.TEST_DATABASE_URL ? 'PostgreSQL' : 'PGlite'})`,
  );
}, 180_000);
