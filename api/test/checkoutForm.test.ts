// The checkout form posted without the page's scripts: validated with the scripted checkout's rules and SPEC §5's
// messages, what was typed kept for the page (and nothing stored of an order) when a field is wrong, and on a good
// post the order placed with the server's prices and the browser sent on to the payment page.
import './support/nativeEsmPackages';
import { count, eq, sql } from 'drizzle-orm';
import { orderItems, orders, shopperRecords } from '../src/db/schema';
import { APP_START_TIMEOUT_MS, type TestApp, startTestApp } from './support/testApp';

let testApp: TestApp;
beforeAll(async () => {
  testApp = await startTestApp({ rateLimit: { max: 1000, timeWindowMs: 60_000 } });
}, APP_START_TIMEOUT_MS);
afterAll(() => testApp?.close());

const BASE = '/api/v1/web';
const LICENSED_ID = 341;
const customer = { firstName: 'Ada', lastName: 'Lovelace', email: 'ada@example.com', phone: '+44 20 7946 0000' };
const cookiesOf = (setCookie: string | string[] | undefined) => [setCookie ?? []].flat().map((cookie) => cookie.split(';')[0]);
const post = (path: string, fields: Record<string, string>, cookie: string) =>
  testApp.app.inject({
    method: 'POST',
    url: BASE + path,
    headers: { 'content-type': 'application/x-www-form-urlencoded', cookie },
    payload: new URLSearchParams(fields).toString(),
  });
const orderCount = async () => (await testApp.app.db.select({ n: count() }).from(orders))[0].n;
const shopperId = (cookie: string) => /shopper=([\w-]+)\./.exec(cookie)![1];
const postedCheckout = async (cookie: string) =>
  (
    await testApp.app.db
      .select({ checkout: shopperRecords.checkout })
      .from(shopperRecords)
      .where(sql`${shopperRecords.id} = ${shopperId(cookie)}`)
  )[0]?.checkout as Record<string, unknown> | null;

/** A browser with the licensed product in its cart (Extended, 2 of it), by the add-to-cart form. */
async function browserWithCart(currency?: 'NGN'): Promise<string> {
  const added = await post('/shopper/cart', { productId: String(LICENSED_ID), license: 'Extended', quantity: '2' }, currency ? `currency=${currency}` : '');
  return [...cookiesOf(added.headers['set-cookie']), ...(currency ? [`currency=${currency}`] : [])].join('; ');
}

describe('the checkout form posted without scripts', () => {
  it('answers a wrong field with the spec message, keeps what was typed and stores no order', async () => {
    const cookie = await browserWithCart();
    const before = await orderCount();
    const response = await post(
      '/shopper/checkout',
      { ...customer, email: 'ada@example', notes: 'Gift wrap', paymentMethod: 'paystack', intent: 'order' },
      cookie,
    );
    expect(response.statusCode).toBe(303);
    expect(response.headers.location).toBe('/checkout');
    expect(await orderCount()).toBe(before);
    expect(await postedCheckout(cookie)).toMatchObject({
      form: { ...customer, email: 'ada@example', notes: 'Gift wrap' },
      paymentMethod: 'paystack',
      errors: { email: 'Email is invalid' },
      notice: { kind: 'refused', message: 'Please fill in all required fields correctly.' },
    });
  });

  it('gives every missing customer field its own message', async () => {
    const cookie = await browserWithCart();
    await post('/shopper/checkout', { firstName: ' ', paymentMethod: 'paystack', intent: 'order' }, cookie);
    expect((await postedCheckout(cookie))!.errors).toEqual({
      firstName: 'First name is required',
      lastName: 'Last name is required',
      email: 'Email is required',
      phone: 'Phone number is required',
    });
  });

  it('refuses an order without a payment method, or with an empty cart, with the spec messages', async () => {
    const cookie = await browserWithCart();
    await post('/shopper/checkout', { ...customer, intent: 'order' }, cookie);
    expect((await postedCheckout(cookie))!.notice).toEqual({ kind: 'refused', message: 'Please select a payment method.' });

    const empty = await post('/shopper/checkout', { ...customer, paymentMethod: 'paystack', intent: 'order' }, '');
    const emptyCookie = cookiesOf(empty.headers['set-cookie']).join('; ');
    expect(empty.headers.location).toBe('/checkout');
    expect((await postedCheckout(emptyCookie))!.notice).toEqual({ kind: 'refused', message: 'Your cart is empty. Please add items before placing an order.' });
  });

  it('refuses PayPal in naira as the scripted checkout does: no usable method is chosen', async () => {
    const cookie = await browserWithCart('NGN');
    const before = await orderCount();
    await post('/shopper/checkout', { ...customer, paymentMethod: 'paypal', intent: 'order' }, cookie);
    expect((await postedCheckout(cookie))!.notice).toEqual({ kind: 'refused', message: 'Please select a payment method.' });
    expect(await orderCount()).toBe(before);
  });

  it('saves the information with the spec confirmation when Save Information is pressed', async () => {
    const cookie = await browserWithCart();
    const response = await post('/shopper/checkout', { ...customer, intent: 'save' }, cookie);
    expect(response.headers.location).toBe('/checkout');
    expect(await postedCheckout(cookie)).toMatchObject({ errors: {}, notice: { kind: 'saved', message: 'Order information saved successfully!' } });
  });

  it('places a good order with the server prices and sends the browser to the payment page, once for a double post', async () => {
    const cookie = await browserWithCart();
    const before = await orderCount();
    const fields = { ...customer, paymentMethod: 'paystack', intent: 'order' };
    const [first, second] = await Promise.all([post('/shopper/checkout', fields, cookie), post('/shopper/checkout', fields, cookie)]);
    expect(first.statusCode).toBe(303);
    expect(first.headers.location).toMatch(/^http:\/\/localhost:3000\/api\/v1\/web\/sandbox\/checkout\/sbx_[0-9a-f]{32}$/);
    expect(second.headers.location).toBe(first.headers.location);
    expect(await orderCount()).toBe(before + 1);
    expect(cookiesOf(first.headers['set-cookie']).some((entry) => entry.startsWith('order_proof='))).toBe(true);

    const [order] = await testApp.app.db
      .select()
      .from(orders)
      .orderBy(sql`${orders.createdAt} desc`)
      .limit(1);
    expect(order).toMatchObject({ customerEmail: customer.email, customerFirstName: 'Ada', paymentMethod: 'paystack', currency: 'USD', status: 'pending' });
    const lines = await testApp.app.db.select().from(orderItems).where(eq(orderItems.orderId, order.id));
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatchObject({ productId: LICENSED_ID, licenseType: 'Extended', quantity: 2 });
    expect(Number(order.total)).toBeCloseTo(Number(lines[0].unitPrice) * 2, 2);
    // The form stays for a payment declined or abandoned; its messages go.
    expect(await postedCheckout(cookie)).toMatchObject({ form: { ...customer }, errors: {}, notice: null });

    // The same cart ordered again later, from the checkout rendered since, is a new order.
    const attempt = String((await postedCheckout(cookie))!.postedAt);
    await post('/shopper/checkout', { ...fields, attempt }, cookie);
    expect(await orderCount()).toBe(before + 2);
  });

  it('refuses a post from another site', async () => {
    const cookie = await browserWithCart();
    const response = await testApp.app.inject({
      method: 'POST',
      url: `${BASE}/shopper/checkout`,
      headers: { 'content-type': 'application/x-www-form-urlencoded', cookie, origin: 'https://elsewhere.example' },
      payload: new URLSearchParams({ ...customer, paymentMethod: 'paystack', intent: 'order' }).toString(),
    });
    expect(response.statusCode).toBe(403);
    expect(await postedCheckout(cookie)).toBeNull();
  });
});
