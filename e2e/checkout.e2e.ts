// Guest checkout journeys: form → order → payment → confirmation, a double-clicked pay button, the API down, a no-payment order, a bare payment return.
import type { Page } from 'playwright-core';
import { useJourneySession, type Session } from './support/jest/browser';
import { placeNoPaymentOrder } from './support/orders';
import { eventually } from './support/jest/eventually';
import { DESKTOP, JOURNEY_SIZES } from './support/viewports';
import { fillCheckout as fillForm } from './support/checkoutForm';

/** The journeys at both sizes use their own session; the rest run at the desktop size only. */
let session: Session;

/** Adds the first product of /store to the cart and returns its title. */
async function addFirstProduct(page: Page): Promise<string> {
  await page.goto(session.url('/store'));
  const card = page.locator('[data-product-id]').first();
  await card.waitFor();
  const title = (await card.locator('h3').innerText()).trim();
  await card.getByRole('button', { name: 'ADD TO CART' }).click();
  await page.getByRole('dialog', { name: 'Your cart' }).waitFor();
  await page.keyboard.press('Escape');
  return title;
}

async function fillCheckout(page: Page) {
  await page.goto(session.url('/checkout'));
  await page.getByRole('heading', { name: 'Checkout' }).waitFor();
  await fillForm(page);
}

const payButton = (page: Page) => page.getByRole('button', { name: 'Place Order' });

describe.each(JOURNEY_SIZES)('checkout at %s size', (_size, viewport) => {
  const sized = useJourneySession(viewport);
  beforeEach(() => {
    session = sized;
  });

  test('filling the form and paying leads through the payment page to Order Confirmed! with the order, and empties the cart', async () => {
    const { page } = session;
    const title = await addFirstProduct(page);
    await fillCheckout(page);
    await page.getByRole('link', { name: title }).waitFor();
    await payButton(page).click();
    // Without Paystack credentials the API's sandbox payment page stands in for Paystack (see e2e/payments.e2e.ts).
    await page.getByText('Order created! Redirecting to payment...').waitFor();
    await page.waitForURL(/\/sandbox\/checkout\//);
    await page.getByRole('button', { name: 'Pay' }).click();
    await page.getByRole('heading', { name: 'Payment Successful!' }).waitFor();
    const orderId = new URL(page.url()).searchParams.get('order_id')!;

    await page.goto(session.url(`/order-confirmation/${orderId}`));
    await page.getByRole('heading', { name: 'Order Confirmed!' }).waitFor();
    await eventually(() => page.getByTestId('order-id').innerText()).toBe(decodeURIComponent(orderId));
    await eventually(() => page.getByRole('region', { name: 'Customer Information' }).innerText()).toContain('Ada Lovelace');
    await eventually(() => page.getByRole('region', { name: 'Shipping Address' }).innerText()).toContain('District of Columbia');
    await eventually(() => page.getByRole('region', { name: 'Order Items' }).innerText()).toContain(title);
    await eventually(() => page.getByRole('region', { name: 'Payment Information' }).innerText()).toContain('Paystack');
    await eventually(() => page.getByTestId('cart-count').innerText()).toBe('0');
  });

  test('a parcel without a city or street is refused: each message beside its field, focus on City, nothing sent (issue 22 §6)', async () => {
    const { page } = session;
    const sent: string[] = [];
    page.on('request', (request) => {
      if (request.url().endsWith('/place_order')) sent.push(request.url());
    });
    await addFirstProduct(page);
    await fillCheckout(page);
    await page.getByLabel('City').fill('');
    await page.getByLabel('Street Address').fill('');
    await payButton(page).click();
    await page.getByRole('alert').getByText('Please fill in all required fields correctly.').waitFor();
    await eventually(() => page.getByLabel('City').getAttribute('aria-invalid')).toBe('true');
    await eventually(() => page.getByLabel('City').evaluate((input) => input === document.activeElement)).toBe(true);
    await page.getByText('City is required').waitFor();
    await page.getByText('Street address is required').waitFor();
    expect(await page.getByLabel('Postal Code').inputValue()).toBe('20001');
    expect(sent).toEqual([]);
  });
});

describe('checkout edge cases', () => {
  const desktop = useJourneySession(DESKTOP);
  beforeEach(() => {
    session = desktop;
  });

  test('a double-clicked pay button places one order', async () => {
    const { page } = session;
    const keys: string[] = [];
    const orderIds = new Set<string>();
    page.on('request', (request) => {
      if (request.url().endsWith('/place_order')) keys.push(request.headers()['idempotency-key']);
    });
    page.on('response', async (response) => {
      if (response.url().endsWith('/place_order') && response.ok()) orderIds.add((await response.json()).order_id);
    });
    await addFirstProduct(page);
    await fillCheckout(page);
    await payButton(page).dblclick();
    await page.waitForURL(/\/sandbox\/checkout\//);
    await page.getByRole('heading', { name: 'Sandbox payment' }).waitFor();
    expect(keys.length).toBeGreaterThan(0);
    expect(new Set(keys).size).toBe(1);
    expect(orderIds.size).toBe(1);
  });

  test('with the API down the network error shows and the form, choice and cart stay', async () => {
    const { page } = session;
    const title = await addFirstProduct(page);
    await fillCheckout(page);
    await page.route('**/api/v1/web/place_order', (route) => route.abort('connectionrefused'));
    await payButton(page).click();
    await page.getByRole('alert').getByText('Network error. Please check your connection and try again.').waitFor();
    await eventually(() => page.getByLabel('First Name').inputValue()).toBe('Ada');
    await eventually(() => page.getByLabel('Email').inputValue()).toBe('ada@example.com');
    await eventually(() => page.getByRole('combobox', { name: 'State' }).inputValue()).toBe('DC');
    await eventually(() => page.getByRole('radio', { name: 'Paystack' }).isChecked()).toBe(true);
    await page.getByRole('link', { name: title }).waitFor();
    await eventually(() => payButton(page).isEnabled()).toBe(true);

    await page.reload();
    await eventually(() => page.getByLabel('Last Name').inputValue()).toBe('Lovelace');
    await eventually(() => page.getByLabel('Postal Code').inputValue()).toBe('20001');
  });

  test("a no-payment order shows Order Confirmed! with 'Payment Pending (No Payment Method Selected)'", async () => {
    const { page, url } = session;
    const orderId = await placeNoPaymentOrder();
    await page.goto(url(`/order-confirmation/${encodeURIComponent(orderId)}`));
    await page.getByRole('heading', { name: 'Order Confirmed!' }).waitFor();
    await expect(page.getByRole('region', { name: 'Payment Information' }).innerText()).resolves.toContain('Payment Pending (No Payment Method Selected)');
    // Placed by another client, so this browser has not proven the order is its own: personal data stays masked
    // until the shopper gives the order's e-mail.
    await eventually(() => page.getByRole('region', { name: 'Customer Information' }).innerText()).toContain('G. H.');
    expect(await page.locator('body').innerText()).not.toContain('Hopper');
    await page.getByLabel('E-mail address').fill('grace@example.com');
    await page.getByRole('button', { name: 'Show my order' }).click();
    await eventually(() => page.getByRole('region', { name: 'Customer Information' }).innerText()).toContain('Grace Hopper');
  });

  test('an unknown order shows Order Not Found, and /payment-confirmation without parameters shows Payment Error', async () => {
    const { page, url } = session;
    await page.goto(url('/order-confirmation/no-such-order'));
    await page.getByRole('heading', { name: 'Order Not Found' }).waitFor();
    await page.getByText('Could not load order details. Please check your order ID.').waitFor();

    await page.goto(url('/payment-confirmation'));
    await page.getByRole('heading', { name: 'Payment Error' }).waitFor();
    await page.getByText('An error occurred while processing your payment.').waitFor();
    await page.getByRole('link', { name: 'Return to Checkout' }).click();
    await page.waitForURL(/\/checkout$/);
  });
});
