// POST /contact_messages: validation at the edge, storage, and the rate limit (SPEC §3 "Contact message", §5).
import '../../test/support/nativeEsmPackages';
import { desc } from 'drizzle-orm';
import { APP_START_TIMEOUT_MS, type TestApp, startTestApp } from '../../test/support/testApp';
import { contactMessages } from './contactMessagesTable';

let testApp: TestApp;

beforeAll(async () => {
  testApp = await startTestApp({ rateLimit: { max: 8, timeWindowMs: 60_000 } });
}, APP_START_TIMEOUT_MS);
afterAll(() => testApp.close());

const send = (payload: unknown) => testApp.app.inject({ method: 'POST', url: '/api/v1/web/contact_messages', payload: payload as object });

const storedCount = async () => (await testApp.app.db.select().from(contactMessages)).length;

it('stores a valid message and answers 201', async () => {
  const response = await send({ name: '  Ada ', email: 'ada@example.com', message: 'Where is my parcel?' });
  expect(response.statusCode).toBe(201);
  expect(response.json()).toEqual({ success: true, message: expect.any(String) });
  const [row] = await testApp.app.db.select().from(contactMessages).orderBy(desc(contactMessages.id)).limit(1);
  expect(row).toMatchObject({ name: 'Ada', email: 'ada@example.com', message: 'Where is my parcel?' });
});

it.each([
  ['a missing message', { name: 'Ada', email: 'ada@example.com' }],
  ['an e-mail that is not one', { name: 'Ada', email: 'not-an-email', message: 'Hi' }],
  ['a blank name', { name: '   ', email: 'ada@example.com', message: 'Hi' }],
  ['an over-long message', { name: 'Ada', email: 'ada@example.com', message: 'x'.repeat(5001) }],
  ['an unknown field', { name: 'Ada', email: 'ada@example.com', message: 'Hi', subject: 'extra' }],
])('refuses %s with 400 { message } and stores nothing', async (_case, payload) => {
  const before = await storedCount();
  const response = await send(payload);
  expect(response.statusCode).toBe(400);
  expect(response.json()).toEqual({ message: expect.any(String) });
  expect(await storedCount()).toBe(before);
});

it('answers 429 with a message once a client sends too many', async () => {
  const statuses: number[] = [];
  for (let i = 0; i < 10; i += 1) statuses.push((await send({ name: 'Ada', email: 'ada@example.com', message: `#${i}` })).statusCode);
  expect(statuses).toContain(429);
  const limited = await send({ name: 'Ada', email: 'ada@example.com', message: 'again' });
  expect(limited.statusCode).toBe(429);
  expect(limited.json().message).toMatch(/Too many requests/);
});
