// Structured request logs: one JSON line per event, with request ids, and no personal or payment data —
// not the shopper's name, e-mail, phone or address, nor a webhook's customer details. Also: place_order is
// rate limited like verify_payment; download tokens are logged without their signature.
import './support/nativeEsmPackages';
import { paystackSignature } from '../src/payments/paystackSignature';
import { type FakePaystack, startFakePaystack } from './fakes/fakePaystack';
import { orderPayload } from './support/orderPayload';
import { captureLog } from './support/logCapture';
import { APP_START_TIMEOUT_MS, type TestApp, startTestApp } from './support/testApp';

const SECRET = 'sk_test_logs';
const log = captureLog<{ msg?: string; reqId?: string; orderId?: string; req?: { method?: string; url?: string } }>();
let paystack: FakePaystack;
let testApp: TestApp;

beforeAll(async () => {
  paystack = await startFakePaystack(SECRET);
  testApp = await startTestApp({
    logger: { level: 'info', stream: log.stream },
    rateLimit: { max: 4, timeWindowMs: 60_000 },
    payments: { paystack: { secretKey: SECRET, baseUrl: paystack.url } },
  });
}, APP_START_TIMEOUT_MS);
afterAll(async () => {
  await testApp?.close();
  await paystack?.close();
});

it('logs requests as JSON with ids, and never the customer’s personal data', async () => {
  const payload = await orderPayload(testApp.app, [{ productId: 341, license: 'Standard' }], { currency: 'NGN' });
  const placed = await testApp.app.inject({ method: 'POST', url: '/api/v1/web/place_order', payload, remoteAddress: '10.1.0.1' });
  const { order_id: orderId } = placed.json();
  const reference = [...paystack.transactions.keys()][0];
  paystack.settle(reference, 'success');
  await testApp.app.inject({ method: 'POST', url: '/api/v1/web/verify_payment', payload: { reference, orderId }, remoteAddress: '10.1.0.1' });
  const event = JSON.stringify({
    event: 'charge.success',
    data: { reference, status: 'success', amount: 2249925, currency: 'NGN', customer: { email: 'ada@example.com', phone: '+2348012345678' } },
  });
  await testApp.app.inject({
    method: 'POST',
    url: '/api/v1/web/webhooks/paystack',
    headers: { 'content-type': 'application/json', 'x-paystack-signature': paystackSignature(event, SECRET) },
    payload: event,
  });
  const badEmail = { ...payload, customer: { ...payload.customer, email: 'ada.okafor@@example' } };
  await testApp.app.inject({ method: 'POST', url: '/api/v1/web/place_order', payload: badEmail, remoteAddress: '10.1.0.1' });

  expect(log.entries.some((entry) => entry.reqId && entry.req?.method === 'POST' && entry.req?.url === '/api/v1/web/place_order')).toBe(true);
  expect(log.entries.some((entry) => entry.msg === 'order paid' && entry.orderId === orderId)).toBe(true);
  const everything = log.raw.join('\n');
  for (const personal of ['ada@example.com', 'ada.okafor@@example', '+2348012345678', 'Okafor', 'Marina Road', '101001', 'front desk']) {
    expect(everything).not.toContain(personal);
  }
});

it('answers place_order with 429 and a message beyond the rate limit', async () => {
  const payload = await orderPayload(testApp.app, [{ productId: 2 }], { paymentMethod: 'no-payment' });
  const statuses: number[] = [];
  for (let i = 0; i < 5; i += 1) {
    statuses.push((await testApp.app.inject({ method: 'POST', url: '/api/v1/web/place_order', payload, remoteAddress: '10.1.0.2' })).statusCode);
  }
  expect(statuses).toEqual([201, 201, 201, 201, 429]);
  const limited = await testApp.app.inject({ method: 'POST', url: '/api/v1/web/place_order', payload, remoteAddress: '10.1.0.2' });
  expect(limited.json()).toEqual({ message: expect.stringMatching(/^Too many requests/) });
});

it("logs a download request without its token's signature, which would be a working link", async () => {
  const signature = 'gIHlJyEcRrfy8IbQ4zXQPopNilJekLPOXulmvGT0RSs';
  await testApp.app.inject(`/api/v1/web/downloads/gxDcB6OeeWK_MmrAnJmUuQ.${signature}/certificate.pdf`);
  const logged = log.raw.filter((line) => line.includes('/downloads/'));
  expect(logged.length).toBeGreaterThan(0);
  for (const line of logged) expect(line).not.toContain(signature);
  expect(logged.some((line) => line.includes('/downloads/gxDcB6OeeWK_MmrAnJmUuQ.[redacted]/certificate.pdf'))).toBe(true);
});
