// Cross-cutting HTTP behaviour: CORS for configured origins only, rate limits on the writing routes, and JSON
// errors that never leak internals.
import './support/nativeEsmPackages';
import { APP_START_TIMEOUT_MS, type TestApp, startTestApp } from './support/testApp';

const SHOP = 'https://shop.example.com';
let testApp: TestApp;

beforeAll(async () => {
  testApp = await startTestApp({ corsOrigins: [SHOP], rateLimit: { max: 3, timeWindowMs: 60_000 } }, (app) => {
    app.get('/api/v1/web/test-only/explode', async () => {
      throw new Error('connection string postgres://secret@db leaked');
    });
  });
}, APP_START_TIMEOUT_MS);
afterAll(() => testApp?.close());

describe('CORS', () => {
  it('allows a configured storefront origin', async () => {
    const response = await testApp.app.inject({ url: '/api/v1/web/product_categories', headers: { origin: SHOP } });
    expect(response.headers['access-control-allow-origin']).toBe(SHOP);
  });

  it('gives other origins no CORS headers', async () => {
    const response = await testApp.app.inject({ url: '/api/v1/web/product_categories', headers: { origin: 'https://evil.example' } });
    expect(response.statusCode).toBe(200);
    expect(response.headers['access-control-allow-origin']).toBeUndefined();
  });

  it('answers the preflight of a JSON order post, Idempotency-Key included', async () => {
    const response = await testApp.app.inject({
      method: 'OPTIONS',
      url: '/api/v1/web/place_order',
      headers: { origin: SHOP, 'access-control-request-method': 'POST', 'access-control-request-headers': 'content-type,idempotency-key' },
    });
    expect(response.statusCode).toBe(204);
    expect(response.headers['access-control-allow-origin']).toBe(SHOP);
    expect(String(response.headers['access-control-allow-headers'])).toMatch(/Idempotency-Key/);
  });

  it("answers the preflight of an order lookup that carries the e-mail link's X-Order-Access", async () => {
    const response = await testApp.app.inject({
      method: 'OPTIONS',
      url: '/api/v1/web/orders/4b0c3c9e-3f8f-4a7e-9d1c-2f1f6a0e8b11',
      headers: { origin: SHOP, 'access-control-request-method': 'GET', 'access-control-request-headers': 'x-order-access' },
    });
    expect(response.statusCode).toBe(204);
    expect(response.headers['access-control-allow-origin']).toBe(SHOP);
    expect(String(response.headers['access-control-allow-headers'])).toMatch(/X-Order-Access/);
  });
});

describe('rate limits', () => {
  it('answer 429 with a message after the configured number of payment verifications', async () => {
    const verify = () => testApp.app.inject({ method: 'POST', url: '/api/v1/web/verify_payment', payload: { orderId: 'x' }, remoteAddress: '10.0.0.7' });
    const statuses = [];
    for (let i = 0; i < 4; i++) statuses.push((await verify()).statusCode);
    expect(statuses).toEqual([404, 404, 404, 429]);
    const limited = await verify();
    expect(limited.json()).toEqual({ message: expect.stringMatching(/^Too many requests/) });
    expect(limited.headers['retry-after']).toBeDefined();
  });

  it('count each client separately and leave catalogue reads alone', async () => {
    const fromOtherClient = await testApp.app.inject({
      method: 'POST',
      url: '/api/v1/web/verify_payment',
      payload: { orderId: 'x' },
      remoteAddress: '10.0.0.8',
    });
    expect(fromOtherClient.statusCode).toBe(404);
    for (let i = 0; i < 5; i++) {
      expect((await testApp.app.inject({ url: '/api/v1/web/product_categories', remoteAddress: '10.0.0.7' })).statusCode).toBe(200);
    }
  });
});

describe('errors', () => {
  it('answer unknown API routes with a JSON 404', async () => {
    for (const request of [{ url: '/api/v1/web/nope' }, { method: 'POST' as const, url: '/api/v1/web/nope' }, { url: '/api/v2/products' }]) {
      const response = await testApp.app.inject({ ...request, headers: { accept: 'text/html' } });
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ message: 'Not found' });
    }
  });

  it('answer a server fault with a bare 500 message and no details', async () => {
    const response = await testApp.app.inject('/api/v1/web/test-only/explode');
    expect(response.statusCode).toBe(500);
    expect(response.json()).toEqual({ message: 'Internal server error' });
  });

  it('answer an unsupported content type with a JSON 415', async () => {
    const response = await testApp.app.inject({
      method: 'POST',
      url: '/api/v1/web/place_order',
      headers: { 'content-type': 'application/xml' },
      payload: '<order/>',
    });
    expect(response.statusCode).toBe(415);
    expect(response.json()).toEqual({ message: expect.any(String) });
  });
});
