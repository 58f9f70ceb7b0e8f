// Guest checkout journeys: form → order → payment → confirmation, a double-clicked pay button, the API down, a no-payment order, a bare payment return.
import type { Page } from '@playwright/test';
import { expect, test } from './support/fixtures';
import { placeNoPaymentOrder } from './support/orders';
import { JOURNEY_SIZES } from './support/viewports';
import { fillCheckout as fillForm } from './support/checkoutForm';

/** Adds the first product of /store to the cart and returns its title. */
async function addFirstProduct(page: Page): Promise<string> {
  await page.goto('/store');
  const card = page.locator('[data-product-id]').first();
  await card.waitFor();
  const title = (await card.locator('h3').innerText()).trim();
  await card.getByRole('button', { name: 'ADD TO CART' }).click();
  await expect(page.getByRole('dialog', { name: 'Your cart' })).toBeVisible();
  await page.keyboard.press('Escape');
  return title;
}

async function fillCheckout(page: Page) {
  await page.goto('/checkout');
  await expect(page.getByRole('heading', { name: 'Checkout' })).toBeVisible();
  await fillForm(page);
}

const payButton = (page: Page) => page.getByRole('button', { name: 'Place Order' });

for (const [size, viewport] of JOURNEY_SIZES) {
  test.describe(`checkout at ${size} size`, () => {
    test.use({ viewport });

    test('filling the form and paying leads through the payment page to Order Confirmed! with the order, and empties the cart', async ({ page }) => {
      const title = await addFirstProduct(page);
      await fillCheckout(page);
      await expect(page.getByRole('link', { name: title })).toBeVisible();
      await payButton(page).click();
      // Without Paystack credentials the API's sandbox payment page stands in for Paystack (see e2e/payments.e2e.ts).
      await expect(page.getByText('Order created! Redirecting to payment...')).toBeVisible();
      await page.waitForURL(/\/sandbox\/checkout\//);
      await page.getByRole('button', { name: 'Pay' }).click();
      await expect(page.getByRole('heading', { name: 'Payment Successful!' })).toBeVisible();
      const orderId = new URL(page.url()).searchParams.get('order_id')!;

      await page.goto(`/order-confirmation/${orderId}`);
      await expect(page.getByRole('heading', { name: 'Order Confirmed!' })).toBeVisible();
      await expect(page.getByTestId('order-id')).toHaveText(decodeURIComponent(orderId));
      await expect(page.getByRole('region', { name: 'Customer Information' })).toContainText('Ada Lovelace');
      await expect(page.getByRole('region', { name: 'Shipping Address' })).toContainText('District of Columbia');
      await expect(page.getByRole('region', { name: 'Order Items' })).toContainText(title);
      await expect(page.getByRole('region', { name: 'Payment Information' })).toContainText('Paystack');
      await expect(page.getByTestId('cart-count')).toHaveText('0');
    });

    test('a parcel without a city or street is refused: each message beside its field, focus on City, nothing sent', async ({ page }) => {
      const sent: string[] = [];
      page.on('request', (request) => {
        if (request.url().endsWith('/place_order')) sent.push(request.url());
      });
      await addFirstProduct(page);
      await fillCheckout(page);
      await page.getByLabel('City').fill('');
      await page.getByLabel('Street Address').fill('');
      await payButton(page).click();
      await expect(page.getByRole('alert').getByText('Please fill in all required fields correctly.')).toBeVisible();
      await expect(page.getByLabel('City')).toHaveAttribute('aria-invalid', 'true');
      await expect(page.getByLabel('City')).toBeFocused();
      await expect(page.getByText('City is required')).toBeVisible();
      await expect(page.getByText('Street address is required')).toBeVisible();
      expect(await page.getByLabel('Postal Code').inputValue()).toBe('20001');
      expect(sent).toEqual([]);
    });
  });
}

test.describe('checkout edge cases', () => {
  test('in a desktop window shorter than the form, the summary and Place Order stay in view, clear of the header', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 720 });
    await addFirstProduct(page);
    // Filling ends at the payment choice, below the fold: the window has scrolled down past the summary's place.
    await fillCheckout(page);
    expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
    // Where the header slides back in when the shopper scrolls up: the button must not be under it.
    const header = (await page.getByRole('banner').boundingBox())!;
    const button = (await payButton(page).boundingBox())!;
    expect(button.y).toBeGreaterThanOrEqual(header.height);
    expect(button.y + button.height).toBeLessThanOrEqual(720);
  });

  test('a double-clicked pay button places one order', async ({ page }) => {
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
    await expect(page.getByRole('heading', { name: 'Sandbox payment' })).toBeVisible();
    expect(keys.length).toBeGreaterThan(0);
    expect(new Set(keys).size).toBe(1);
    expect(orderIds.size).toBe(1);
  });

  test('with the API down the network error shows and the form, choice and cart stay', async ({ page }) => {
    const title = await addFirstProduct(page);
    await fillCheckout(page);
    await page.route('**/api/v1/web/place_order', (route) => route.abort('connectionrefused'));
    await payButton(page).click();
    await expect(page.getByRole('alert').getByText('Network error. Please check your connection and try again.')).toBeVisible();
    await expect(page.getByLabel('First Name')).toHaveValue('Ada');
    await expect(page.getByLabel('Email')).toHaveValue('ada@example.com');
    await expect(page.getByRole('combobox', { name: 'State' })).toHaveValue('DC');
    await expect(page.getByRole('radio', { name: 'Paystack' })).toBeChecked();
    await expect(page.getByRole('link', { name: title })).toBeVisible();
    await expect(payButton(page)).toBeEnabled();

    await page.reload();
    await expect(page.getByLabel('Last Name')).toHaveValue('Lovelace');
    await expect(page.getByLabel('Postal Code')).toHaveValue('20001');
  });

  test("a no-payment order shows Order Confirmed! with 'Payment Pending (No Payment Method Selected)'", async ({ page }) => {
    const orderId = await placeNoPaymentOrder();
    await page.goto(`/order-confirmation/${encodeURIComponent(orderId)}`);
    await expect(page.getByRole('heading', { name: 'Order Confirmed!' })).toBeVisible();
    await expect(page.getByRole('region', { name: 'Payment Information' })).toContainText('Payment Pending (No Payment Method Selected)');
    // Placed by another client, so this browser holds no proof that the order is its own: personal data stays
    // masked, and the order's e-mail gets the link that shows it all (typing the address proves nothing).
    await expect(page.getByRole('region', { name: 'Customer Information' })).toContainText('G. H.');
    expect(await page.locator('body').innerText()).not.toContain('Hopper');
    await page.getByLabel('E-mail address').fill('grace@example.com');
    await page.getByRole('button', { name: 'Send me the link' }).click();
    await expect(page.getByText("If that is the order's e-mail address, a link to this order is on its way to it.")).toBeVisible();
    expect(await page.locator('body').innerText()).not.toContain('Hopper');
  });

  test('an unknown order shows Order Not Found, and /payment-confirmation without parameters shows Payment Error', async ({ page }) => {
    await page.goto('/order-confirmation/no-such-order');
    await expect(page.getByRole('heading', { name: 'Order Not Found' })).toBeVisible();
    await expect(page.getByText('Could not load order details. Please check your order ID.')).toBeVisible();

    await page.goto('/payment-confirmation');
    await expect(page.getByRole('heading', { name: 'Payment Error' })).toBeVisible();
    await expect(page.getByText('An error occurred while processing your payment.')).toBeVisible();
    await page.getByRole('link', { name: 'Return to Checkout' }).click();
    await page.waitForURL(/\/checkout$/);
  });
});
