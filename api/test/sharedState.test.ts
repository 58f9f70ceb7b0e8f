// What must hold across API instances on one database: the per-client rate limit is counted in the
// database, so two instances with RATE_LIMIT_MAX=10 accept at most 10 requests of one client between them; and a
// price changed in the database (by another instance or by hand) is served by every instance within 10 s.
// Two instances need a PostgreSQL server (TEST_DATABASE_URL, which CI sets); the one-instance cases run on PGlite too.
import './support/nativeEsmPackages';
import { eq, sql } from 'drizzle-orm';
import { buildApp } from '../src/app';
import { products } from '../src/db/schema';
import { createTestDatabase, type TestDatabase } from './support/testDatabase';
import { APP_START_TIMEOUT_MS } from './support/testApp';

type App = ReturnType<typeof buildApp>;
const LIMIT = { max: 10, timeWindowMs: 60_000 };
const withPostgres = process.env.TEST_DATABASE_URL ? describe : describe.skip;

async function startInstances(count: number): Promise<{ apps: App[]; database: TestDatabase }> {
  const database = await createTestDatabase();
  const apps: App[] = [];
  for (let i = 0; i < count; i += 1) {
    const app = buildApp({ database: database.options, rateLimit: LIMIT });
    await app.ready();
    apps.push(app);
  }
  return { apps, database };
}

async function stopInstances({ apps, database }: { apps: App[]; database: TestDatabase }) {
  for (const app of apps) await app.close();
  await database.drop();
}

const lookup = (app: App) => app.inject({ url: '/api/v1/web/orders/no-such-order', remoteAddress: '203.0.113.7' });
const priceOf = async (app: App, id: number) => (await app.inject(`/api/v1/web/products/${id}`)).json().price as number;

async function servedWithin(ms: number, read: () => Promise<number>, expected: number): Promise<number> {
  const started = Date.now();
  while (Date.now() - started < ms) {
    if ((await read()) === expected) return Date.now() - started;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`not served within ${ms} ms`);
}

describe('one instance', () => {
  let instances: Awaited<ReturnType<typeof startInstances>>;
  beforeAll(async () => {
    instances = await startInstances(1);
  }, APP_START_TIMEOUT_MS);
  afterAll(() => stopInstances(instances));

  test('counts the limit in the database: the 11th lookup of a client is refused, another client is not', async () => {
    const [app] = instances.apps;
    const statuses: number[] = [];
    for (let i = 0; i < 11; i += 1) statuses.push((await lookup(app)).statusCode);
    expect(statuses).toEqual([...Array(10).fill(404), 429]);
    expect((await app.inject({ url: '/api/v1/web/orders/no-such-order', remoteAddress: '198.51.100.9' })).statusCode).toBe(404);
    const [{ rows }] = [await app.db.execute(sql`SELECT count(*)::int AS n FROM rate_limit_hits`)] as unknown as [{ rows: { n: number }[] }];
    expect(rows[0].n).toBeGreaterThanOrEqual(2);
  });

  test('a price changed in the database behind its back is served within 10 s', async () => {
    const [app] = instances.apps;
    const before = await priceOf(app, 2);
    await app.db
      .update(products)
      .set({ price: (before + 1).toFixed(2) })
      .where(eq(products.id, 2));
    expect(await servedWithin(10_000, () => priceOf(app, 2), before + 1)).toBeLessThan(10_000);
  }, 15_000);
});

withPostgres('two instances on one PostgreSQL', () => {
  let instances: Awaited<ReturnType<typeof startInstances>>;
  beforeAll(async () => {
    instances = await startInstances(2);
  }, APP_START_TIMEOUT_MS);
  afterAll(() => stopInstances(instances));

  test('share one rate limit: with RATE_LIMIT_MAX=10 they accept at most 10 requests of one client between them', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 20; i += 1) statuses.push((await lookup(instances.apps[i % 2])).statusCode);
    expect(statuses.filter((status) => status !== 429)).toHaveLength(10);
  });

  test('a price changed through one instance is served by the other within 10 s', async () => {
    const [first, second] = instances.apps;
    const before = await priceOf(second, 3);
    await first.db
      .update(products)
      .set({ price: (before + 2).toFixed(2) })
      .where(eq(products.id, 3));
    expect(await servedWithin(10_000, () => priceOf(second, 3), before + 2)).toBeLessThan(10_000);
  }, 15_000);
});
