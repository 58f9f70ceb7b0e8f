// Size and colour stay with the cart line (issue 22 §1), at desktop and phone sizes: size M then size L of one apparel
// product are two cart lines, each named by its size, through checkout to the order page.
import type { Page } from 'playwright-core';
import { useJourneySession } from './support/jest/browser';
import { eventually } from './support/jest/eventually';
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
  await eventually(() => page.getByRole('radio', { name: size, exact: true }).isChecked()).toBe(true);
  await page.getByRole('button', { name: 'ADD TO CART', exact: true }).first().click();
  const modal = page.getByRole('dialog', { name: 'Your cart' });
  await modal.waitFor();
  await page.keyboard.press('Escape');
  await modal.waitFor({ state: 'detached' });
  await page.getByRole('button', { name: 'Already Added', exact: true }).first().waitFor();
}

describe.each(JOURNEY_SIZES)('size and colour at %s size', (_size, viewport) => {
  const session = useJourneySession(viewport);

  test('size M then size L of one product are two cart lines, and both sizes reach the order page', async () => {
    const { page, url } = session;
    const product = await apparelProduct(url);
    await page.goto(url(`/product-detail/${product.id}`));
    await page.getByRole('heading', { level: 1, name: product.title }).waitFor();

    await addSize(page, 'M');
    await addSize(page, 'L');
    // Back on M, the page says that line is already in the cart.
    await page
      .getByRole('group', { name: /^Size:/ })
      .locator('label', { has: page.getByRole('radio', { name: 'M', exact: true }) })
      .click();
    await page.getByRole('button', { name: 'Already Added', exact: true }).first().waitFor();

    await page.goto(url('/cart'));
    const rows = page.locator(`tr[data-cart-line="${product.id}"]`);
    await eventually(() => rows.count()).toBe(2);
    await eventually(() => rows.nth(0).innerText()).toMatch(/Size: M/);
    await eventually(() => rows.nth(1).innerText()).toMatch(/Size: L/);

    await page.goto(url('/checkout'));
    await page.getByRole('heading', { name: 'Checkout' }).waitFor();
    const summary = page.locator(`[data-summary-line="${product.id}"]`);
    await eventually(() => summary.allInnerTexts()).toEqual([expect.stringMatching(/Size: M/), expect.stringMatching(/Size: L/)]);
    await fillCheckout(page);
    await page.getByRole('button', { name: 'Place Order' }).click();
    await page.waitForURL(/\/sandbox\/checkout\//);
    await page.getByRole('button', { name: 'Pay' }).click();
    await page.getByRole('heading', { name: 'Payment Successful!' }).waitFor();
    const orderId = new URL(page.url()).searchParams.get('order_id')!;

    await page.goto(url(`/order-confirmation/${orderId}`));
    await page.getByRole('heading', { name: 'Order Confirmed!' }).waitFor();
    const items = page.getByRole('region', { name: 'Order Items' });
    await eventually(() => items.innerText()).toMatch(/Size: M[^\n]*[\s\S]*Size: L/);
  });
});
