// POST /track_order: an order's status and items only for its own billing e-mail; one 404 for every miss.
import '../../test/support/nativeEsmPackages';
import { orderPayload } from '../../test/support/orderPayload';
import { APP_START_TIMEOUT_MS, type TestApp, startTestApp } from '../../test/support/testApp';
import { NO_MATCHING_ORDER } from './trackOrderSchemas';

let testApp: TestApp;
let orderId: string;

beforeAll(async () => {
  testApp = await startTestApp();
  const payload = await orderPayload(testApp.app, [
    { productId: 1, quantity: 2 },
    { productId: 341, license: 'Extended' },
  ]);
  const placed = await testApp.app.inject({ method: 'POST', url: '/api/v1/web/place_order', payload });
  orderId = placed.json().order_id;
}, APP_START_TIMEOUT_MS);
afterAll(() => testApp.close());

const track = (payload: unknown) => testApp.app.inject({ method: 'POST', url: '/api/v1/web/track_order', payload: payload as object });

it('answers the status and items when the e-mail matches, whatever its case', async () => {
  const response = await track({ orderId, email: 'ADA@Example.com' });
  expect(response.statusCode).toBe(200);
  const { order } = response.json();
  expect(order).toMatchObject({ id: orderId, status: 'pending', currency: 'USD' });
  expect(order.items.map((item: { quantity: number; license_type: string | null }) => [item.quantity, item.license_type])).toEqual([
    [2, null],
    [1, 'Extended'],
  ]);
  expect(order).not.toHaveProperty('customer');
});

it('answers the same 404 for a wrong e-mail, an unknown id and a malformed id', async () => {
  const answers = await Promise.all([
    track({ orderId, email: 'someone@example.com' }),
    track({ orderId: '00000000-0000-4000-8000-000000000000', email: 'ada@example.com' }),
    track({ orderId: 'not-an-id', email: 'ada@example.com' }),
  ]);
  for (const answer of answers) {
    expect(answer.statusCode).toBe(404);
    expect(answer.json()).toEqual({ message: NO_MATCHING_ORDER });
  }
});

it('refuses a body without a valid e-mail or with unknown fields', async () => {
  expect((await track({ orderId })).statusCode).toBe(400);
  expect((await track({ orderId, email: 'nope' })).statusCode).toBe(400);
  expect((await track({ orderId, email: 'ada@example.com', extra: 1 })).statusCode).toBe(400);
});

// Its own app with a low limit, so the other tests' requests do not count; a fresh database takes a while to start.
it('is rate-limited with a 429 and a message', async () => {
  const limited = await startTestApp({ rateLimit: { max: 2, timeWindowMs: 60_000 } });
  try {
    const statuses = [];
    for (let i = 0; i < 3; i += 1) {
      statuses.push((await limited.app.inject({ method: 'POST', url: '/api/v1/web/track_order', payload: { orderId: 'x', email: 'a@b.co' } })).statusCode);
    }
    expect(statuses).toEqual([404, 404, 429]);
  } finally {
    await limited.close();
  }
}, 60_000);
