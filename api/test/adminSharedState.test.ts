// What the console keeps for every instance on one PostgreSQL (ARCHITECTURE.md "More than one machine"):
// a session signed in on one instance works on the other and a revocation on either holds on both; wrong passwords
// counted on both instances lock the account on both; each instance's audit entries are in the one log.
// Two instances need a PostgreSQL server (TEST_DATABASE_URL, which CI sets).
import './support/nativeEsmPackages';
import { eq } from 'drizzle-orm';
import { auditLog } from '../src/admin/adminTables';
import { buildApp } from '../src/app';
import { ADMIN, OWNER, STAFF, adminCall, signIn, signInRequest } from './support/adminSession';
import { APP_START_TIMEOUT_MS } from './support/testApp';
import { type TestDatabase, createTestDatabase } from './support/testDatabase';

type App = ReturnType<typeof buildApp>;
const withPostgres = process.env.TEST_DATABASE_URL ? describe : describe.skip;

withPostgres('two instances on one PostgreSQL', () => {
  let database: TestDatabase;
  let first: App;
  let second: App;

  beforeAll(async () => {
    database = await createTestDatabase();
    first = buildApp({ database: database.options, rateLimit: { max: 1000, timeWindowMs: 60_000 } });
    await first.ready();
    second = buildApp({ database: database.options, rateLimit: { max: 1000, timeWindowMs: 60_000 } });
    await second.ready();
  }, APP_START_TIMEOUT_MS);
  afterAll(async () => {
    await first?.close();
    await second?.close();
    await database?.drop();
  });

  it('share sessions: signed in on one, served by the other; signed out on the other, refused by both', async () => {
    const session = await signIn(first, STAFF);
    expect((await adminCall(second, session, { url: 'session' })).statusCode).toBe(200);
    expect((await adminCall(second, session, { method: 'DELETE', url: 'session' })).statusCode).toBe(200);
    for (const app of [first, second]) expect((await app.inject({ url: `${ADMIN}/session`, headers: { cookie: session.cookie } })).statusCode).toBe(401);
  });

  it('share the wrong-password count: five on each lock the account on both', async () => {
    const account = { email: 'shared-lock@example.com', password: 'the right one here', role: 'staff' } as const;
    await signIn(first, account);
    for (let i = 0; i < 5; i += 1) expect((await signInRequest(first, account.email, 'wrong password one')).statusCode).toBe(401);
    for (let i = 0; i < 4; i += 1) expect((await signInRequest(second, account.email, 'wrong password two')).statusCode).toBe(401);
    expect((await signInRequest(second, account.email, 'wrong password two')).statusCode).toBe(423);
    expect((await signInRequest(first, account.email, account.password)).statusCode).toBe(423);
  });

  it('keep one audit log and one operator list', async () => {
    const owner = await signIn(second, OWNER);
    const listed = await adminCall(first, owner, { url: 'operators' });
    expect(listed.statusCode).toBe(200);
    expect((listed.json().items as { email: string }[]).map((item) => item.email)).toEqual(expect.arrayContaining([STAFF.email, OWNER.email]));
    const entries = await first.db.select().from(auditLog).where(eq(auditLog.operatorEmail, 'shared-lock@example.com'));
    expect(entries.filter((entry) => entry.action === 'session.sign-in-refused')).toHaveLength(11);
  });
});
