// The Host allow-list: a DNS-rebinding page points its own name at the store and reads it from a victim's browser;
// every request under a Host the store does not answer for is refused before any route, sign-in included.
import './support/nativeEsmPackages';
import { MISDIRECTED_MESSAGE, hostName } from '../src/http/hostAllowList';
import { injectFetch } from '../src/pageHost/injectFetch';
import { APP_START_TIMEOUT_MS, type TestApp, startTestApp } from './support/testApp';

const PATHS = [
  '/',
  '/api/v1/web/products',
  '/api/v1/web/orders/4b0c3c9e-3f8f-4a7e-9d1c-2f1f6a0e8b11',
  '/dev/mailbox',
  '/api/v1/admin/session',
  '/no-such-page',
];

describe('a development store (loopback names allowed)', () => {
  let testApp: TestApp;
  beforeAll(async () => {
    testApp = await startTestApp();
  }, APP_START_TIMEOUT_MS);
  afterAll(() => testApp?.close());

  it('answers 421 with a message to a rebinding name, on every path and on the sign-in', async () => {
    for (const host of ['rebind.attacker.test', 'rebind.attacker.test:3000', 'localhost.attacker.test', '127.0.0.1.nip.io']) {
      for (const url of PATHS) {
        const response = await testApp.app.inject({ url, headers: { host } });
        expect({ host, url, status: response.statusCode }).toEqual({ host, url, status: 421 });
        expect(response.json()).toEqual({ message: MISDIRECTED_MESSAGE });
      }
      const signIn = await testApp.app.inject({
        method: 'POST',
        url: '/api/v1/admin/session',
        headers: { host },
        payload: { email: 'owner@example.com', password: 'x' },
      });
      expect(signIn.statusCode).toBe(421);
    }
  });

  it('lets load balancers probe an instance by its address: /livez and /readyz answer any Host', async () => {
    for (const url of ['/livez', '/readyz']) {
      const response = await testApp.app.inject({ url, headers: { host: '10.0.3.17:3001' } });
      expect({ url, status: response.statusCode }).toEqual({ url, status: 200 });
    }
  });

  it('answers this machine by any loopback name and port, and PUBLIC_BASE_URL’s name', async () => {
    for (const host of ['localhost', 'localhost:3000', '127.0.0.1:49152', '[::1]:3000', 'LOCALHOST:3000']) {
      expect((await testApp.app.inject({ url: '/api/v1/web/products', headers: { host } })).statusCode).toBe(200);
    }
  });
});

describe('a production store', () => {
  let testApp: TestApp;
  beforeAll(async () => {
    testApp = await startTestApp({ publicBaseUrl: 'https://shop.example', allowedHosts: { names: ['www.shop.example'], loopback: false } });
  }, APP_START_TIMEOUT_MS);
  afterAll(() => testApp?.close());

  it("lets the server render's own API calls through (they name the store's public host)", async () => {
    const response = await injectFetch(testApp.app)('http://internal/api/v1/web/products/1');
    expect(response.status).toBe(200);
  });

  it('answers only PUBLIC_BASE_URL’s name and ALLOWED_HOSTS, not loopback names', async () => {
    for (const host of ['shop.example', 'shop.example:443', 'www.shop.example', 'SHOP.EXAMPLE.']) {
      expect({ host, status: (await testApp.app.inject({ url: '/api/v1/web/products', headers: { host } })).statusCode }).toEqual({ host, status: 200 });
    }
    for (const host of ['localhost:3000', '127.0.0.1', 'evil.example', 'shop.example.evil.test']) {
      expect({ host, status: (await testApp.app.inject({ url: '/api/v1/web/products', headers: { host } })).statusCode }).toEqual({ host, status: 421 });
    }
  });
});

test('hostName drops the port and a trailing dot, keeps an IPv6 literal whole, and ignores case', () => {
  expect(hostName('Shop.Example:8080')).toBe('shop.example');
  expect(hostName('shop.example.')).toBe('shop.example');
  expect(hostName('[::1]:3000')).toBe('[::1]');
  expect(hostName('127.0.0.1')).toBe('127.0.0.1');
});
