// Purchases made as a shopper makes them, for journeys that need a paid digital order.
import { expect, type Page } from '@playwright/test';
import { ADA, fillCustomer } from './checkoutForm';
import { DIGITAL_PRODUCT } from './routeTour';

/** Buys the digital product under the Premium tier as Ada with Paystack and stops on the sandbox's payment page. */
export async function buyPremiumToSandbox(page: Page): Promise<void> {
  await page.goto(`/product-detail/${DIGITAL_PRODUCT}`);
  await page.getByRole('radio', { name: /^Premium/ }).check();
  await page.getByRole('button', { name: 'ADD TO CART', exact: true }).click();
  await expect(page.getByRole('dialog', { name: 'Your cart' })).toBeVisible();
  await page.keyboard.press('Escape');
  await page.goto('/checkout');
  await fillCustomer(page, ADA);
  await page.getByRole('radio', { name: 'Paystack' }).check();
  await page.getByRole('button', { name: 'Place Order' }).click();
  await expect(page.getByRole('heading', { name: 'Sandbox payment' })).toBeVisible();
}

/** Buys and pays as buyPremiumToSandbox, and returns the order's id from the payment result page. */
export async function buyPremiumAndPay(page: Page): Promise<string> {
  await buyPremiumToSandbox(page);
  await page.getByRole('button', { name: 'Pay' }).click();
  await expect(page.getByRole('heading', { name: 'Payment Successful!' })).toBeVisible();
  return new URL(page.url()).searchParams.get('order_id')!;
}
