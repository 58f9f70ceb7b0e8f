// The mail outbox when things go wrong: a mail server that refuses recipients or cannot be reached delays the
// e-mail (the order is unaffected, the log says why) and it arrives once the server is back; a message claimed by
// an instance that died goes out when its lease runs out; several workers on one database never send a row twice.
import './support/nativeEsmPackages';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { mailOutbox } from '../src/mail/mailTables';
import { claimDueMail, orderMailMessageId } from '../src/mail/outboxRepository';
import { createOutboxWorker } from '../src/mail/outboxWorker';
import { eventually } from './support/eventually';
import { captureLog } from './support/logCapture';
import { type LocalSmtpServer, startLocalSmtpServer } from './support/localSmtpServer';
import { orderPayload } from './support/orderPayload';
import { APP_START_TIMEOUT_MS, type TestApp, startTestApp } from './support/testApp';

// The tests wait for a background worker (support/eventually.ts waits up to 10 s); a busy machine needs the room.
jest.setTimeout(20_000);

let smtp: LocalSmtpServer;
let testApp: TestApp;
const log = captureLog<{ msg: string; orderId?: string; reason?: string; attempt?: number }>();

beforeAll(async () => {
  smtp = await startLocalSmtpServer();
  testApp = await startTestApp({
    logger: { level: 'info', stream: log.stream },
    rateLimit: { max: 1000, timeWindowMs: 60_000 },
    mail: { smtpUrl: smtp.url, from: 'shop@shop.example', worker: { pollIntervalMs: 20, retry: { baseMs: 20, maxMs: 100 } } },
  });
}, APP_START_TIMEOUT_MS);
afterAll(async () => {
  await testApp?.close();
  await smtp?.close();
});
afterEach(() => smtp.refuseRecipients(null));

async function placeOrder(): Promise<string> {
  const payload = await orderPayload(testApp.app, [{ productId: 1 }], { paymentMethod: 'no-payment' });
  const response = await testApp.app.inject({ method: 'POST', url: '/api/v1/web/place_order', payload });
  expect(response.statusCode).toBe(201);
  return response.json().order_id;
}
const copiesOf = (orderId: string) => smtp.received.filter((mail) => mail.text?.includes(orderId));
const retriesLogged = (orderId: string) => log.entries.filter((line) => line.msg === 'mail not sent; the outbox will try again' && line.orderId === orderId);
const outboxRow = async (orderId: string) => (await testApp.app.db.select().from(mailOutbox).where(eq(mailOutbox.orderId, orderId)))[0];

describe('a mail server that refuses the recipient', () => {
  it.each([451, 550])('(%i) delays the e-mail, leaves the order alone, logs why, and delivers once it accepts', async (code) => {
    smtp.refuseRecipients(code);
    const orderId = await placeOrder();

    const retries = await eventually(() => retriesLogged(orderId).length >= 3 && retriesLogged(orderId));
    expect(retries[0].reason).toContain(String(code));
    expect(retries[0].reason).toContain('a***@example.com');
    expect(retries.map((line) => line.attempt).slice(0, 3)).toEqual([1, 2, 3]);
    expect(log.raw.join('\n')).not.toContain('ada@example.com');
    expect((await outboxRow(orderId)).lastError).toContain(String(code));
    const order = await testApp.app.inject(`/api/v1/web/orders/${orderId}`);
    expect(order.statusCode).toBe(200);
    expect(order.json().order.status).toBe('pending');
    expect(copiesOf(orderId)).toHaveLength(0);

    smtp.refuseRecipients(null);
    await eventually(() => copiesOf(orderId).length === 1);
    // The worker marks the row sent right after the server accepts the message: a moment after it arrived here.
    const row = await eventually(async () => {
      const current = await outboxRow(orderId);
      return current.sentAt !== null && current;
    });
    expect(row.sentAt).toBeInstanceOf(Date);
    expect(row.lastError).toBeNull();
    await new Promise((resolve) => setTimeout(resolve, 150));
    expect(copiesOf(orderId)).toHaveLength(1);
  });
});

describe('a mail server that cannot be reached', () => {
  it('keeps the e-mail until the server is back, then delivers it once', async () => {
    await smtp.stop();
    try {
      const orderId = await placeOrder();
      const [retry] = await eventually(() => retriesLogged(orderId).length >= 2 && retriesLogged(orderId));
      expect(retry.reason).toContain('ECONNREFUSED');
      expect((await outboxRow(orderId)).sentAt).toBeNull();
      await smtp.start();
      await eventually(() => copiesOf(orderId).length === 1);
      await eventually(async () => (await outboxRow(orderId)).sentAt !== null);
    } finally {
      await smtp.start().catch(() => {});
    }
  });
});

describe('an instance that dies while sending', () => {
  it('leaves its claimed message to be sent by another once the lease runs out', async () => {
    await smtp.stop();
    let orderId = '';
    try {
      orderId = await placeOrder();
      // Another instance claims the row (a short lease) and dies before sending.
      await testApp.app.db
        .update(mailOutbox)
        .set({ nextAttemptAt: sql`clock_timestamp()` })
        .where(eq(mailOutbox.orderId, orderId));
      const claimed = await eventually(async () => (await claimDueMail(testApp.app.db, 10, 300)).find((row) => row.orderId === orderId));
      expect(claimed.orderId).toBe(orderId);
    } finally {
      await smtp.start();
    }
    await eventually(() => copiesOf(orderId).length === 1);
    expect(copiesOf(orderId)[0].messageId).toBe(orderMailMessageId('order-received', orderId, 'shop.example'));
  });
});

describe('several workers on one database', () => {
  it('send every due message exactly once between them', async () => {
    const orderIds: string[] = [];
    for (let index = 0; index < 10; index++) orderIds.push(await placeOrder());
    await eventually(() => orderIds.every((orderId) => copiesOf(orderId).length === 1));
    // Receipts queued for later, then all made due at once while three workers poll.
    await testApp.app.db.insert(mailOutbox).values(
      orderIds.map((orderId) => ({
        orderId,
        kind: 'receipt' as const,
        messageId: orderMailMessageId('receipt', orderId, 'shop.example'),
        nextAttemptAt: new Date(Date.now() + 3_600_000),
      })),
    );
    const delivered: string[] = [];
    const others = [1, 2].map(() =>
      createOutboxWorker(
        {
          db: testApp.app.db,
          log: testApp.app.log,
          compose: async (row) => ({ message: { to: 'x@example.com', subject: row.messageId }, links: [] }),
          transport: { deliver: async ({ message }) => void delivered.push(message.subject), close: () => {} },
        },
        { pollIntervalMs: 5, leaseMs: 60_000, retry: { baseMs: 20, maxMs: 100 }, stopGraceMs: 1000 },
      ),
    );
    others.forEach((worker) => worker.start());
    try {
      // Only the receipts: an order-received row the app's own worker has sent but not yet marked sent is still under
      // its lease (held in nextAttemptAt), and making it due would hand it to a second worker.
      await testApp.app.db
        .update(mailOutbox)
        .set({ nextAttemptAt: sql`clock_timestamp()` })
        .where(and(inArray(mailOutbox.orderId, orderIds), eq(mailOutbox.kind, 'receipt')));
      await eventually(async () => {
        const rows = await testApp.app.db.select().from(mailOutbox).where(inArray(mailOutbox.orderId, orderIds));
        return rows.every((row) => row.sentAt !== null);
      });
    } finally {
      await Promise.all(others.map((worker) => worker.stop()));
    }
    const receiptsBySmtp = smtp.received.filter((mail) => mail.subject?.startsWith('Your receipt')).map((mail) => mail.messageId!);
    const all = [...delivered, ...receiptsBySmtp].filter((messageId) => orderIds.some((orderId) => messageId.includes(orderId)));
    expect(all.sort()).toEqual(orderIds.map((orderId) => orderMailMessageId('receipt', orderId, 'shop.example')).sort());
  });
});

describe('a worker stopped while a message is being sent', () => {
  // An app whose own worker looks for due mail only once, at start, and cannot reach its mail server: whatever it
  // takes in that one pass fails at once and comes due again within 100 ms, for the worker under test to take.
  let quiet: TestApp;
  beforeAll(async () => {
    quiet = await startTestApp({
      mail: { smtpUrl: 'smtp://127.0.0.1:9', from: 'shop@shop.example', worker: { pollIntervalMs: 3_600_000, retry: { baseMs: 20, maxMs: 100 } } },
    });
  }, APP_START_TIMEOUT_MS);
  afterAll(() => quiet?.close());

  it('gives the row back, due at once, when the send outlasts its grace', async () => {
    const payload = await orderPayload(quiet.app, [{ productId: 1 }], { paymentMethod: 'no-payment' });
    const placed = await quiet.app.inject({ method: 'POST', url: '/api/v1/web/place_order', payload });
    expect(placed.statusCode).toBe(201);
    const orderId: string = placed.json().order_id;
    const orderMail = and(eq(mailOutbox.orderId, orderId), eq(mailOutbox.kind, 'order-received'));
    let deliveries = 0;
    const stuck = createOutboxWorker(
      {
        db: quiet.app.db,
        log: quiet.app.log,
        compose: async (row) => ({ message: { to: 'x@example.com', subject: row.messageId }, links: [] }),
        // A mail server that never answers.
        transport: { deliver: () => ((deliveries += 1), new Promise<void>(() => {})), close: () => {} },
      },
      { pollIntervalMs: 5, leaseMs: 3_600_000, retry: { baseMs: 20, maxMs: 100 }, stopGraceMs: 200 },
    );
    stuck.start();
    await eventually(() => deliveries === 1);
    const [claimed] = await quiet.app.db.select().from(mailOutbox).where(orderMail);
    expect(claimed.nextAttemptAt.getTime()).toBeGreaterThan(Date.now() + 3_000_000);
    await stuck.stop();
    const [row] = await quiet.app.db.select().from(mailOutbox).where(orderMail);
    expect(row.sentAt).toBeNull();
    expect(row.attempts).toBe(claimed.attempts);
    // Due again now, not in an hour when the lease would have ended.
    expect(row.nextAttemptAt.getTime()).toBeLessThanOrEqual(Date.now());
  });
});
