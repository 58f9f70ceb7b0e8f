// Order e-mails end to end against a real SMTP server on 127.0.0.1: the order-received e-mail when an order is
// placed, the receipt (license key, download link, certificate PDF) when the sandbox pays it, exactly one receipt
// however often settlement runs, and nothing for an order whose payment page could not be created.
import './support/nativeEsmPackages';
import type { ParsedMail } from 'mailparser';
import { eq } from 'drizzle-orm';
import { mailOutbox } from '../src/mail/mailTables';
import { eventually } from './support/eventually';
import { FAKE_CERTIFICATE_PDF, fakeLicenseKey, fakeReceiptContent } from './support/fakeReceiptContent';
import { type LocalSmtpServer, startLocalSmtpServer } from './support/localSmtpServer';
import { orderPayload } from './support/orderPayload';
import { APP_START_TIMEOUT_MS, type TestApp, startTestApp } from './support/testApp';

// The tests wait for a background worker (support/eventually.ts waits up to 10 s); a busy machine needs the room.
jest.setTimeout(20_000);

let smtp: LocalSmtpServer;
let testApp: TestApp;
const receiptContent = fakeReceiptContent();

beforeAll(async () => {
  smtp = await startLocalSmtpServer();
  testApp = await startTestApp({
    publicBaseUrl: 'https://shop.example',
    rateLimit: { max: 1000, timeWindowMs: 60_000 },
    payments: {
      timeoutMs: 500,
      // PayPal "configured" at an address where nothing answers: its payment page can never be created.
      paypal: { clientId: 'id', clientSecret: 'secret', baseUrl: 'http://127.0.0.1:9' },
    },
    mail: {
      smtpUrl: smtp.url,
      from: 'Shop <shop@shop.example>',
      receiptContent,
      worker: { pollIntervalMs: 20, retry: { baseMs: 20, maxMs: 200 } },
    },
  });
}, APP_START_TIMEOUT_MS);
afterAll(async () => {
  await testApp?.close();
  await smtp?.close();
});

const mailFor = (orderId: string, subjectStart: string) =>
  smtp.received.filter((mail) => mail.subject?.startsWith(subjectStart) && mail.text?.includes(orderId));
const post = (url: string) => testApp.app.inject({ method: 'POST', url, headers: { 'content-type': 'application/x-www-form-urlencoded' }, payload: '' });

async function placeSandboxOrder() {
  // A Premium digital line and a physical one (product 1, no license).
  const payload = await orderPayload(testApp.app, [
    { productId: 341, license: 'Premium' },
    { productId: 1, quantity: 2 },
  ]);
  const response = await testApp.app.inject({ method: 'POST', url: '/api/v1/web/place_order', payload });
  expect(response.statusCode).toBe(201);
  const { order_id: orderId, payment_url: paymentUrl } = response.json();
  return {
    orderId: orderId as string,
    payLink: `${new URL(paymentUrl).pathname}/pay`,
    reference: new URL(paymentUrl).pathname.split('/').pop()!,
    total: payload.totals.total,
  };
}

const usd = (amount: number) => `$${amount.toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;

function expectOrderBasics(mail: ParsedMail, orderId: string, total: number) {
  expect(mail.to && !Array.isArray(mail.to) ? mail.to.value[0].address : null).toBe('ada@example.com');
  expect(mail.from?.value[0]).toEqual({ name: 'Shop', address: 'shop@shop.example' });
  expect(mail.html).toEqual(expect.any(String));
  expect(mail.text).toEqual(expect.any(String));
  for (const part of [mail.html as string, mail.text!]) {
    expect(part).toContain(orderId);
    expect(part).toContain(usd(total));
    expect(part).toContain(`https://shop.example/order-confirmation/${orderId}`);
    expect(part).toContain('Premium license');
  }
}

describe('an order paid in the sandbox', () => {
  it('sends the order-received e-mail when placed and the receipt with key, link and certificate when paid', async () => {
    const { orderId, payLink, total } = await placeSandboxOrder();

    const [received] = await eventually(() => mailFor(orderId, 'We received your order').length === 1 && mailFor(orderId, 'We received your order'));
    expectOrderBasics(received, orderId, total);
    expect(received.text).not.toContain('License key');
    expect(received.attachments).toHaveLength(0);
    expect(received.messageId).toBe(`<order-received.${orderId}@shop.example>`);
    expect(received.headers.get('auto-submitted')).toBe('auto-generated');

    expect((await post(payLink)).statusCode).toBe(303);
    const [receipt] = await eventually(() => mailFor(orderId, 'Your receipt').length === 1 && mailFor(orderId, 'Your receipt'));
    expectOrderBasics(receipt, orderId, total);
    const key = fakeLicenseKey(orderId, 1);
    const download = `https://shop.example/api/v1/web/downloads/tok-${orderId}-1`;
    expect(receipt.text).toContain(`License key: ${key}`);
    expect(receipt.text).toContain(`Download: ${download}`);
    expect(receipt.html).toContain(key);
    expect(receipt.html).toContain(`href="${download}"`);
    expect(receipt.attachments).toHaveLength(1);
    expect(receipt.attachments[0]).toMatchObject({ filename: 'license-certificate-1.pdf', contentType: 'application/pdf' });
    expect(Buffer.compare(receipt.attachments[0].content, FAKE_CERTIFICATE_PDF)).toBe(0);
    expect(receipt.messageId).toBe(`<receipt.${orderId}@shop.example>`);

    // Marked sent right after the server accepts each message, so a moment after the receipt arrived here.
    const rows = await eventually(async () => {
      const current = await testApp.app.db.select().from(mailOutbox).where(eq(mailOutbox.orderId, orderId));
      return current.every((row) => row.sentAt !== null) && current;
    });
    expect(rows.map((row) => [row.kind, row.attempts, row.sentAt instanceof Date, row.lastError])).toEqual(
      expect.arrayContaining([
        ['order-received', 1, true, null],
        ['receipt', 1, true, null],
      ]),
    );
  });

  it('sends exactly one receipt when settlement runs again (second click, redirect verification, retry)', async () => {
    const { orderId, payLink, reference } = await placeSandboxOrder();
    await post(payLink);
    await Promise.all([
      post(payLink),
      testApp.app.inject({ method: 'POST', url: '/api/v1/web/verify_payment', payload: { reference, orderId } }),
      testApp.app.inject({ method: 'POST', url: '/api/v1/web/verify_payment', payload: { reference, orderId } }),
    ]);
    await eventually(() => mailFor(orderId, 'Your receipt').length === 1);
    // Give a wrongly queued second receipt time to go out: many worker polls.
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(mailFor(orderId, 'Your receipt')).toHaveLength(1);
    expect(await testApp.app.db.select().from(mailOutbox).where(eq(mailOutbox.orderId, orderId))).toHaveLength(2);
  });
});

describe('the development mailbox', () => {
  it('has no page when mail goes to a mail server (and none in production: serverConfig.ts)', async () => {
    expect((await testApp.app.inject('/dev/mailbox')).statusCode).toBe(404);
  });
});

describe('an order whose payment page cannot be created', () => {
  it('queues and sends nothing', async () => {
    const before = (await testApp.app.db.select().from(mailOutbox)).length;
    const sentBefore = smtp.received.length;
    const payload = await orderPayload(testApp.app, [{ productId: 341, license: 'Standard' }], { paymentMethod: 'paypal' });
    const response = await testApp.app.inject({ method: 'POST', url: '/api/v1/web/place_order', payload });
    expect(response.statusCode).toBe(502);
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(await testApp.app.db.select().from(mailOutbox)).toHaveLength(before);
    expect(smtp.received).toHaveLength(sentBefore);
  });
});
