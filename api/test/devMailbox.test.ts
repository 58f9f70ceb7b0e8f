// Without SMTP_URL the shop still sends nothing out and loses nothing: each e-mail is rendered and kept in the
// development mailbox, announced in the log (address masked) and listed at /dev/mailbox with its links and .eml.
import './support/nativeEsmPackages';
import { simpleParser } from 'mailparser';
import { eventually } from './support/eventually';
import { captureLog } from './support/logCapture';
import { orderPayload } from './support/orderPayload';
import { APP_START_TIMEOUT_MS, type TestApp, startTestApp } from './support/testApp';

// The tests wait for a background worker (support/eventually.ts waits up to 10 s); a busy machine needs the room.
jest.setTimeout(20_000);

let testApp: TestApp;
const log = captureLog<{ msg: string; to?: string; subject?: string; links?: string[] }>();

beforeAll(async () => {
  testApp = await startTestApp({
    publicBaseUrl: 'https://shop.example',
    logger: { level: 'info', stream: log.stream },
    mail: { devMailboxPage: true, worker: { pollIntervalMs: 20 } },
  });
}, APP_START_TIMEOUT_MS);
afterAll(() => testApp?.close());

async function placeOrder(firstName = 'Ada'): Promise<string> {
  const payload = await orderPayload(testApp.app, [{ productId: 1 }], { paymentMethod: 'no-payment' });
  payload.customer.firstName = firstName;
  const response = await testApp.app.inject({ method: 'POST', url: '/api/v1/web/place_order', payload });
  expect(response.statusCode).toBe(201);
  return response.json().order_id;
}

it('keeps the e-mail, logs its recipient (masked), subject and links, and lists it at /dev/mailbox', async () => {
  const orderId = await placeOrder();
  const subject = `We received your order ${orderId}`;
  const logged = await eventually(() => log.entries.find((line) => line.subject === subject));
  // The page's link carries the order's access token: the e-mail is how its buyer proves the order is theirs.
  expect(logged).toMatchObject({ to: 'a***@example.com', links: [expect.stringMatching(/\?access=[A-Za-z0-9_-]{43}$/)] });
  const orderPage = String(logged.links?.[0]);
  expect(orderPage).toBe(`https://shop.example/order-confirmation/${orderId}?access=${orderPage.split('=')[1]}`);
  expect(logged.msg).toContain('development mailbox');

  const page = await testApp.app.inject('/dev/mailbox');
  expect(page.statusCode).toBe(200);
  expect(page.headers['content-type']).toBe('text/html; charset=utf-8');
  expect(page.headers['content-security-policy']).toMatch(/^default-src 'none'; style-src 'sha256-[A-Za-z0-9+/=]+';/);
  expect(page.body).toContain(subject);
  expect(page.body).toContain(`href="${orderPage}"`);
  expect(page.body).not.toMatch(/<script/i);

  const emlPath = /href="(\/dev\/mailbox\/\d+\.eml)"/.exec(page.body)![1];
  const eml = await testApp.app.inject(emlPath);
  expect(eml.statusCode).toBe(200);
  expect(eml.headers['content-type']).toBe('message/rfc822');
  const parsed = await simpleParser(eml.body);
  expect(parsed.subject).toBe(subject);
  expect(parsed.text).toContain(orderPage);
  expect(parsed.html).toContain(orderPage);
});

it('escapes what the shopper typed in the HTML part', async () => {
  const orderId = await placeOrder('<img src=x onerror="alert(1)">');
  const page = await eventually(async () => {
    const listing = await testApp.app.inject('/dev/mailbox');
    return listing.body.includes(orderId) && listing.body;
  });
  const emlPath = new RegExp(`${orderId}[\\s\\S]*?href="(/dev/mailbox/\\d+\\.eml)"`).exec(page)![1];
  const parsed = await simpleParser((await testApp.app.inject(emlPath)).body);
  expect(parsed.html).toContain('Hello &lt;img src=x onerror=&quot;alert(1)&quot;&gt;,');
  expect(parsed.html).not.toContain('<img');
  expect(parsed.text).toContain('Hello <img src=x onerror="alert(1)">,');
});

it('answers 404 with a message for a message it does not have', async () => {
  for (const file of ['999999.eml', 'x.eml', '1.txt']) {
    const response = await testApp.app.inject(`/dev/mailbox/${file}`);
    expect(response.statusCode).toBe(404);
    expect(response.json().message).toEqual(expect.any(String));
  }
});

it('answers only this machine: another address, or a request a proxy relayed, gets 404', async () => {
  const listing = await testApp.app.inject('/dev/mailbox');
  expect(listing.statusCode).toBe(200);
  const emlPath = /href="(\/dev\/mailbox\/\d+\.eml)"/.exec(listing.body)![1];
  for (const url of ['/dev/mailbox', emlPath]) {
    for (const request of [{ remoteAddress: '192.168.1.20' }, { remoteAddress: '127.0.0.1', headers: { 'x-forwarded-for': '203.0.113.9' } }]) {
      const response = await testApp.app.inject({ url, ...request });
      expect(response.statusCode).toBe(404);
      expect(response.body).not.toContain('@example.com');
    }
  }
});
