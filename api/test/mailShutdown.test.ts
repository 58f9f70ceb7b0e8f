// app.close() while the outbox worker is handing a message to the mail server: close waits for that delivery and
// for the row to be marked sent (preClose, before the database closes), and leaves no timer behind.
import './support/nativeEsmPackages';
import { eventually } from './support/eventually';
import { captureLog } from './support/logCapture';
import { type LocalSmtpServer, startLocalSmtpServer } from './support/localSmtpServer';
import { orderPayload } from './support/orderPayload';
import { APP_START_TIMEOUT_MS, type TestApp, startTestApp } from './support/testApp';

jest.setTimeout(20_000);

let smtp: LocalSmtpServer;
let testApp: TestApp;
const log = captureLog<{ msg: string; orderId?: string }>();

beforeAll(async () => {
  smtp = await startLocalSmtpServer();
  testApp = await startTestApp({
    logger: { level: 'info', stream: log.stream },
    mail: { smtpUrl: smtp.url, worker: { pollIntervalMs: 20 } },
  });
}, APP_START_TIMEOUT_MS);
afterAll(() => smtp?.close());

it('waits for the message being delivered and records it sent before the database closes', async () => {
  let arrived = false;
  const release = smtp.holdMessages(() => {
    arrived = true;
  });
  const payload = await orderPayload(testApp.app, [{ productId: 1 }], { paymentMethod: 'no-payment' });
  const orderId = (await testApp.app.inject({ method: 'POST', url: '/api/v1/web/place_order', payload })).json().order_id;
  await eventually(() => arrived);

  let closed = false;
  const closing = testApp.close().then(() => {
    closed = true;
  });
  await new Promise((resolve) => setTimeout(resolve, 100));
  expect(closed).toBe(false);

  release();
  await closing;
  expect(smtp.received.filter((mail) => mail.text?.includes(orderId))).toHaveLength(1);
  expect(log.entries.some((line) => line.msg === 'mail sent' && line.orderId === orderId)).toBe(true);
  expect(log.entries.some((line) => line.msg.includes('could not be read'))).toBe(false);
});
