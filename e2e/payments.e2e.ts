// Payment journeys on the default install (no provider credentials): checkout → the API's sandbox payment page →
// Pay or Decline → back on /payment-confirmation, verified by the server whatever the address bar says.
import type { Page } from '@playwright/test';
import { expect, test } from './support/fixtures';
import { storeUrl } from './support/store';
import { JOURNEY_SIZES } from './support/viewports';
import { fillCheckout } from './support/checkoutForm';

const UNPAID_NOTICE = 'Your payment was not completed. Your cart is still here — you can try again.';
const EMPTY_CHECKOUT = 'Your cart is empty. Please add items to place an order.';

/** The cart line the checkout's summary shows for a product. */
const summaryLine = (page: Page, productId: string) => page.locator(`[data-summary-line="${productId}"]`);

/** The order's status as the API tells it to another client (no cookie of the shopper's) that has its id. */
async function orderStatus(orderId: string | null): Promise<string> {
  const lookup = await (await fetch(`${storeUrl()}/api/v1/web/orders/${orderId}`)).json();
  return lookup.order.status;
}

/**
 * Adds the first product (a parcel) to the cart, fills the checkout form, places the order and lands on the sandbox
 * page; returns the sandbox address and the product's ID.
 */
async function checkoutToSandbox(page: Page, method: 'Paystack' | 'PayPal'): Promise<{ sandboxUrl: string; productId: string }> {
  await page.goto('/store');
  const card = page.locator('[data-product-id]').first();
  await card.waitFor();
  const productId = (await card.getAttribute('data-product-id'))!;
  await card.getByRole('button', { name: 'ADD TO CART' }).click();
  await expect(page.getByRole('dialog', { name: 'Your cart' })).toBeVisible();
  await page.keyboard.press('Escape');
  await page.goto('/checkout');
  // The first product is a parcel, so its address is required.
  await fillCheckout(page, { method });
  await page.getByRole('button', { name: 'Place Order' }).click();
  await expect(page.getByText('Order created! Redirecting to payment...')).toBeVisible();
  await page.waitForURL(/\/api\/v1\/web\/sandbox\/checkout\/sbx_[0-9a-f]{32}$/);
  await expect(page.getByRole('heading', { name: 'Sandbox payment' })).toBeVisible();
  return { sandboxUrl: page.url(), productId };
}

for (const [size, viewport] of JOURNEY_SIZES) {
  test.describe(`payments at ${size} size`, () => {
    test.use({ viewport });

    test('Paystack on the sandbox: Pay returns to Payment Successful!, the order is paid and only then is the cart empty', async ({ page }) => {
      await checkoutToSandbox(page, 'Paystack');
      await expect(page.getByText('Sandbox · test payment')).toBeVisible();
      await page.getByRole('button', { name: 'Pay' }).click();
      await page.waitForURL(/\/payment-confirmation\?trxref=sbx_[0-9a-f]+&reference=sbx_[0-9a-f]+&order_id=[0-9a-f-]+$/);
      await expect(page.getByRole('heading', { name: 'Payment Successful!' })).toBeVisible();
      await expect(page.locator('body')).toContainText('Paystack');

      const orderId = new URL(page.url()).searchParams.get('order_id');
      expect(await orderStatus(orderId)).toBe('paid');

      await page.goto('/checkout');
      await expect(page.getByRole('region', { name: 'Shopping Cart' }).getByText(EMPTY_CHECKOUT)).toBeVisible();
      expect(await page.getByText(UNPAID_NOTICE).count()).toBe(0);
    });

    test('PayPal on the sandbox: Decline returns to Payment Failed, the order stays unpaid and Try Again keeps the cart', async ({ page }) => {
      const { productId } = await checkoutToSandbox(page, 'PayPal');
      await page.getByRole('button', { name: 'Decline' }).click();
      await page.waitForURL(/\/payment-confirmation\?/);
      await expect(page.getByRole('heading', { name: 'Payment Failed' })).toBeVisible();
      const orderId = new URL(page.url()).searchParams.get('order_id')!;
      expect(await orderStatus(orderId)).toBe('failed');
      expect(await page.getByRole('link', { name: 'View Orders' }).getAttribute('href')).toBe(`/order-confirmation/${orderId}`);

      await page.getByRole('link', { name: 'Try Again' }).click();
      await page.waitForURL(/\/checkout$/);
      await expect(page.getByRole('alert').filter({ hasText: UNPAID_NOTICE })).toBeVisible();
      await expect(summaryLine(page, productId)).toBeVisible();
      expect(await page.getByLabel('First Name').inputValue()).toBe('Ada');
    });
  });
}

test.describe('payments, more cases', () => {
  test('leaving the sandbox page with Back returns to a checkout that still holds the cart and says the payment was not completed', async ({ page }) => {
    const { productId } = await checkoutToSandbox(page, 'Paystack');
    await page.goBack();
    await page.waitForURL(/\/checkout$/);
    await expect(page.getByRole('alert').filter({ hasText: UNPAID_NOTICE })).toBeVisible();
    await expect(summaryLine(page, productId)).toBeVisible();
    expect(await page.getByRole('button', { name: 'Place Order' }).isEnabled()).toBe(true);
  });

  test("a declined order's View Orders page states that its payment was declined", async ({ page }) => {
    await checkoutToSandbox(page, 'Paystack');
    await page.getByRole('button', { name: 'Decline' }).click();
    await expect(page.getByRole('heading', { name: 'Payment Failed' })).toBeVisible();
    await page.getByRole('link', { name: 'View Orders' }).click();
    await expect(page.getByRole('heading', { name: 'Payment Declined' })).toBeVisible();
    expect(await page.getByRole('heading', { name: 'Order Confirmed!' }).count()).toBe(0);
  });

  test('a return address saying status=success does not make an unpaid order paid', async ({ page }) => {
    const { sandboxUrl } = await checkoutToSandbox(page, 'Paystack');
    const reference = sandboxUrl.split('/').pop()!;
    const orderId = await findOrderId(reference);
    // Skip the sandbox page and come back as if the provider had said success.
    await page.goto(`/payment-confirmation?trxref=${reference}&reference=${reference}&order_id=${orderId}&status=success`);
    await expect(page.getByRole('heading', { name: 'Payment Failed' })).toBeVisible();
    await expect(page.getByText('Payment could not be verified')).toBeVisible();
    expect(await orderStatus(orderId)).toBe('pending');
  });

  /** The order a sandbox reference belongs to, as verify_payment resolves it from the reference alone. */
  async function findOrderId(reference: string): Promise<string> {
    const response = await fetch(`${storeUrl()}/api/v1/web/verify_payment`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ reference }),
    });
    return (await response.json()).order.id;
  }
});
