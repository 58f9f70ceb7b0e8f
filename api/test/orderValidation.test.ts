// POST /place_order refuses malformed orders at the edge with a readable `message`, and stores nothing.
import './support/nativeEsmPackages';
import { generateCatalog } from '../src/catalog/generateCatalog';
import { storedOrderCounts } from './support/orderCounts';
import { type OrderPayload, orderPayload } from './support/orderPayload';
import { proofCookieOf } from './support/sandboxOrder';
import { APP_START_TIMEOUT_MS, type TestApp, startTestApp } from './support/testApp';

let testApp: TestApp;
let valid: OrderPayload;
/** Only downloads: every line has a license tier. */
let digitalOnly: OrderPayload;

beforeAll(async () => {
  // More refusals than the default per-IP write limit allows in a minute; the limit has its own test.
  testApp = await startTestApp({ rateLimit: { max: 1000, timeWindowMs: 60_000 } });
  valid = await orderPayload(testApp.app, [{ productId: 1 }, { productId: 341, license: 'Standard' }]);
  digitalOnly = await orderPayload(testApp.app, [{ productId: 341, license: 'Standard' }], { paymentMethod: 'no-payment' });
}, APP_START_TIMEOUT_MS);
afterAll(() => testApp?.close());

/** A payload the tests break on purpose (fields deleted, types swapped), so no type of ours describes it. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- see above
type Malformable = any;

/** A deep copy of the valid payload (or of `from`), changed by `edit`. */
function variant(edit: (payload: Malformable) => void, from: OrderPayload = valid) {
  const payload = structuredClone(from);
  edit(payload);
  return payload;
}

const PHONE_RULE = 'body/customer/phone must be a phone number: 7 to 15 digits, with an optional leading + and spaces, dashes, dots or parentheses';

const placeOrder = (payload: unknown) => testApp.app.inject({ method: 'POST', url: '/api/v1/web/place_order', payload: payload as object });

async function expectRefusal(payload: unknown, statusCode: number, message: string | RegExp) {
  const before = await storedOrderCounts(testApp.app.db);
  const response = await testApp.app.inject({ method: 'POST', url: '/api/v1/web/place_order', payload: payload as object });
  expect(response.statusCode).toBe(statusCode);
  expect(response.headers['content-type']).toMatch(/^application\/json/);
  expect(response.json().message).toEqual(typeof message === 'string' ? message : expect.stringMatching(message));
  expect(await storedOrderCounts(testApp.app.db)).toEqual(before);
}

describe('schema validation', () => {
  it.each<[string, (payload: Malformable) => void, string]>([
    ['a missing customer e-mail', (p) => delete p.customer.email, "body/customer must have required property 'email'"],
    [
      'a malformed e-mail',
      (p) => (p.customer.email = 'ada-at-example'),
      'body/customer/email must be an e-mail address such as name@example.com (letters, digits and . _ + - before the @)',
    ],
    ['an empty first name', (p) => (p.customer.firstName = ''), 'body/customer/firstName must NOT have fewer than 1 characters'],
    ['a blank phone', (p) => (p.customer.phone = '   '), 'body/customer/phone must not be blank'],
    ['a phone "abc"', (p) => (p.customer.phone = 'abc'), PHONE_RULE],
    ['a phone of six digits', (p) => (p.customer.phone = '555-010'), PHONE_RULE],
    ['a quantity sent as a string', (p) => (p.items[0].quantity = '2'), 'body/items/0/quantity must be integer'],
    ['a quantity of 0', (p) => (p.items[0].quantity = 0), 'body/items/0/quantity must be >= 1'],
    ['a quantity over 100', (p) => (p.items[0].quantity = 101), 'body/items/0/quantity must be <= 100'],
    ['a fractional quantity', (p) => (p.items[0].quantity = 1.5), 'body/items/0/quantity must be integer'],
    ['a price sent as a string', (p) => (p.items[0].unitPrice = '139.99'), 'body/items/0/unitPrice must be number'],
    ['an unknown top-level field', (p) => (p.coupon = 'FREE'), 'body must not have the unknown field "coupon"'],
    ['an unknown item field', (p) => (p.items[0].discount = 5), 'body/items/0 must not have the unknown field "discount"'],
    ['Stripe, which is disabled', (p) => (p.paymentMethod = 'stripe'), 'body/paymentMethod must be one of "paystack", "paypal", "no-payment"'],
    ['an unknown currency', (p) => (p.currency = 'EUR'), 'body/currency must be one of "USD", "NGN"'],
    ['an empty cart', (p) => (p.items = []), 'body/items must NOT have fewer than 1 items'],
    ['a malformed order date', (p) => (p.orderDate = 'yesterday'), 'body/orderDate must be an RFC 3339 date-time from the year 0001 on, without a leap second'],
    [
      'an order date with a leap second',
      (p) => (p.orderDate = '2016-12-31T23:59:60Z'),
      'body/orderDate must be an RFC 3339 date-time from the year 0001 on, without a leap second',
    ],
    [
      'an order date in the year 0',
      (p) => (p.orderDate = '0000-06-01T10:00:00Z'),
      'body/orderDate must be an RFC 3339 date-time from the year 0001 on, without a leap second',
    ],
    ['a product id beyond PostgreSQL integers', (p) => (p.items[0].productId = 2 ** 31), 'body/items/0/productId must be <= 2147483647'],
    ['U+0000 in a name', (p) => (p.customer.firstName = 'Ada\u0000'), 'body/customer/firstName must not contain the character U+0000'],
    ['U+0000 in a street', (p) => (p.address.street = '12\u0000 Marina'), 'body/address/street must not contain the character U+0000'],
    ['U+0000 in the note', (p) => (p.notes = '\u0000'), 'body/notes must not contain the character U+0000'],
  ])('refuses %s', (_case, edit, message) => expectRefusal(variant(edit), 400, message));

  it('refuses a body that is not JSON', async () => {
    const response = await testApp.app.inject({
      method: 'POST',
      url: '/api/v1/web/place_order',
      headers: { 'content-type': 'application/json' },
      payload: '{"customer":',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toEqual(expect.any(String));
  });

  it('refuses a body over 64 KB with 413', async () => {
    const response = await testApp.app.inject({
      method: 'POST',
      url: '/api/v1/web/place_order',
      payload: variant((p) => (p.notes = 'x'.repeat(70_000))),
    });
    expect(response.statusCode).toBe(413);
    expect(response.json()).toEqual({ message: expect.any(String) });
  });
});

describe('shipping address rules', () => {
  it.each<[string, (payload: Malformable) => void, string]>([
    ['a country the store does not ship to', (p) => (p.address.country = 'XX'), 'body/address/country: "XX" is not a country the store ships to'],
    ['a country name instead of its code', (p) => (p.address.country = 'Nigeria'), 'body/address/country: "Nigeria" is not a country the store ships to'],
    [
      "a state that is not on the country's list",
      (p) => Object.assign(p.address, { country: 'US', state: 'ZZ' }),
      'body/address/state: "ZZ" is not a state of United States',
    ],
  ])('refuses %s', (_case, edit, message) => expectRefusal(variant(edit), 400, message));

  it.each<[string, (payload: Malformable) => void]>([
    ['a free-text state where the country has no list', (p) => Object.assign(p.address, { country: 'NG', state: 'Lagos' })],
    ['no state where the country has no list', (p) => Object.assign(p.address, { country: 'NG', state: '' })],
    ['a listed state', (p) => Object.assign(p.address, { country: 'CA', state: 'BC' })],
  ])('accepts %s', async (_case, edit) => {
    const response = await placeOrder(
      variant((p) => {
        edit(p);
        p.paymentMethod = 'no-payment';
      }),
    );
    expect(response.statusCode).toBe(201);
  });
});

describe('an order with a physical product needs its shipping address', () => {
  it.each<[string, (payload: Malformable) => void, string]>([
    ['an empty address, country included', (p) => (p.address = { country: '', state: '', city: '', street: '', postalCode: '' }), 'country'],
    ['no address at all', (p) => delete p.address, 'country'],
    ['the United States without a state', (p) => Object.assign(p.address, { country: 'US', state: '' }), 'state'],
    ['the United States without a city or street', (p) => Object.assign(p.address, { country: 'US', state: 'NY', city: '', street: ' ' }), 'city'],
    ['no street', (p) => (p.address.street = ''), 'street'],
    ['no postal code', (p) => delete p.address.postalCode, 'postalCode'],
  ])('refuses %s, naming the first missing field', (_case, edit, field) =>
    expectRefusal(variant(edit), 400, `body/address/${field} is required for an order with physical products`),
  );
});

describe('an order of downloads only ships nothing', () => {
  it.each<[string, (payload: Malformable) => void]>([
    ['without an address', (p) => delete p.address],
    ['with an empty address', (p) => (p.address = { country: '', state: '', city: '', street: '', postalCode: '' })],
  ])('is placed %s', async (_case, edit) => {
    const response = await placeOrder(variant(edit, digitalOnly));
    expect(response.statusCode).toBe(201);
    const order = (await testApp.app.inject({ url: `/api/v1/web/orders/${response.json().order_id}`, headers: { cookie: proofCookieOf(response) } })).json()
      .order;
    expect(order.address).toEqual({ country: '', state: '', city: '', street: '', postalCode: '' });
  });

  it('still refuses a place the store does not ship to', () =>
    expectRefusal(
      variant((p) => (p.address = { country: 'XX' }), digitalOnly),
      400,
      'body/address/country: "XX" is not a country the store ships to',
    ));
});

describe('catalogue rules', () => {
  it('refuses an unknown product', () =>
    expectRefusal(
      variant((p) => (p.items[0].productId = 99999)),
      400,
      'body/items/0/productId: product 99999 does not exist',
    ));

  it('refuses a license the product does not have', () =>
    expectRefusal(
      variant((p) => (p.items[1].selectedLicense = 'Gold')),
      400,
      'body/items/1/selectedLicense must be one of Standard, Extended, Premium for product 341',
    ));

  it('refuses a licensed product without a license', () =>
    expectRefusal(
      variant((p) => (p.items[1].selectedLicense = null)),
      400,
      /^body\/items\/1\/selectedLicense must be one of/,
    ));

  it('refuses a license on a product sold without one', () =>
    expectRefusal(
      variant((p) => (p.items[0].selectedLicense = 'Standard')),
      400,
      'body/items/0/selectedLicense must be null: product 1 is not sold under a license',
    ));

  it('refuses lines in another currency than the order', () =>
    expectRefusal(
      variant((p) => (p.items[0].currency = 'NGN')),
      400,
      'body/items/0/currency must equal the order currency (USD)',
    ));

  it('refuses PayPal in NGN, which PayPal does not support', () =>
    expectRefusal(
      variant((p) => {
        p.currency = 'NGN';
        p.paymentMethod = 'paypal';
        for (const item of p.items) item.currency = 'NGN';
      }),
      400,
      'PayPal does not support NGN. Choose Paystack or pay in USD.',
    ));

  it('refuses an out-of-stock product with 409', async () => {
    const soldOut = generateCatalog().products.find((product) => !product.inStock)!;
    const payload = await orderPayload(testApp.app, [{ productId: soldOut.id! }]);
    await expectRefusal(payload, 409, `${soldOut.title} is out of stock. Please remove it from your cart.`);
  });

  it('accepts an order without notes and date', async () => {
    const payload = variant((p) => {
      delete p.notes;
      delete p.orderDate;
    });
    const response = await testApp.app.inject({ method: 'POST', url: '/api/v1/web/place_order', payload });
    expect(response.statusCode).toBe(201);
  });
});

describe('order size', () => {
  it('takes an order of 100 lines, as many as a full cart holds', async () => {
    const catalogue: { id: number; inStock?: boolean }[] = (await testApp.app.inject('/api/v1/web/products?pageSize=250')).json();
    const lines = catalogue
      .filter((product) => product.inStock !== false)
      .slice(0, 100)
      .map((product) => ({ productId: product.id }));
    expect(lines).toHaveLength(100);
    const response = await testApp.app.inject({ method: 'POST', url: '/api/v1/web/place_order', payload: await orderPayload(testApp.app, lines) });
    expect(response.statusCode).toBe(201);
  });

  it('refuses 101 lines', () =>
    expectRefusal(
      variant((p) => (p.items = Array(101).fill(p.items[0]))),
      400,
      'body/items must NOT have more than 100 items',
    ));
});
