// Size and colour stay with the cart line, at desktop and phone sizes: size M then size L of one apparel
// product are two cart lines, each named by its size, through checkout to the order page.
import type { Page } from '@playwright/test';
import { expect, test } from './support/fixtures';
import { fillCheckout } from './support/checkoutForm';
import { JOURNEY_SIZES } from './support/viewports';

interface CatalogProduct {
  id: number;
  title: string;
  inStock?: boolean;
  sizes?: string[] | null;
  prices?: unknown[];
}

async function apparelProduct(url: (path: string) => string): Promise<CatalogProduct> {
  const products = (await (await fetch(url('/api/v1/web/products'))).json()) as CatalogProduct[];
  return products.find(
    (product) => product.inStock !== false && product.sizes?.includes('M') && product.sizes.includes('L') && (product.prices?.length ?? 0) === 0,
  )!;
}

/** Chooses a size on the product page (a radio in the purchase panel) and adds that line to the cart. */
async function addSize(page: Page, size: string): Promise<void> {
  const panel = page.getByRole('group', { name: /^Size:/ });
  await panel.locator('label', { has: page.getByRole('radio', { name: size, exact: true }) }).click();
  await expect(page.getByRole('radio', { name: size, exact: true })).toBeChecked();
  await page.getByRole('button', { name: 'ADD TO CART', exact: true }).first().click();
  const modal = page.getByRole('dialog', { name: 'Your cart' });
  await expect(modal).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(modal).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Already Added', exact: true }).first()).toBeVisible();
}

for (const [size, viewport] of JOURNEY_SIZES) {
  test.describe(`size and colour at ${size} size`, () => {
    test.use({ viewport });

    test('size M then size L of one product are two cart lines, and both sizes reach the order page', async ({ page, url }) => {
      const product = await apparelProduct(url);
      await page.goto(`/product-detail/${product.id}`);
      await expect(page.getByRole('heading', { level: 1, name: product.title })).toBeVisible();

      await addSize(page, 'M');
      await addSize(page, 'L');
      // Back on M, the page says that line is already in the cart.
      await page
        .getByRole('group', { name: /^Size:/ })
        .locator('label', { has: page.getByRole('radio', { name: 'M', exact: true }) })
        .click();
      await expect(page.getByRole('button', { name: 'Already Added', exact: true }).first()).toBeVisible();

      await page.goto('/cart');
      const rows = page.locator(`tr[data-cart-line="${product.id}"]`);
      await expect(rows).toHaveCount(2);
      await expect(rows.nth(0)).toContainText(/Size: M/);
      await expect(rows.nth(1)).toContainText(/Size: L/);

      await page.goto('/checkout');
      await expect(page.getByRole('heading', { name: 'Checkout' })).toBeVisible();
      const summary = page.locator(`[data-summary-line="${product.id}"]`);
      await expect(summary).toHaveText([/Size: M/, /Size: L/]);
      await fillCheckout(page);
      await page.getByRole('button', { name: 'Place Order' }).click();
      await page.waitForURL(/\/sandbox\/checkout\//);
      await page.getByRole('button', { name: 'Pay' }).click();
      await expect(page.getByRole('heading', { name: 'Payment Successful!' })).toBeVisible();
      const orderId = new URL(page.url()).searchParams.get('order_id')!;

      await page.goto(`/order-confirmation/${orderId}`);
      await expect(page.getByRole('heading', { name: 'Order Confirmed!' })).toBeVisible();
      const items = page.getByRole('region', { name: 'Order Items' });
      await expect.poll(() => items.innerText()).toMatch(/Size: M[^\n]*[\s\S]*Size: L/);
    });
  });
}
