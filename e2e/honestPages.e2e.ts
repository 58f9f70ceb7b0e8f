// Pages and panels that say only what is true (decision 0021), at desktop and phone sizes: the menu's Services link opens
// the Services page, the search panel's "Recently viewed" lists the products this browser opened, and the size guide
// suggests a size.
import type { Page } from '@playwright/test';
import { expect, test } from './support/fixtures';
import { sizedProductId } from './support/catalogue';
import { DIGITAL_PRODUCT, PHYSICAL_PRODUCT } from './support/routeTour';
import { waitForSettledScreen } from './support/settledScreen';
import { JOURNEY_SIZES } from './support/viewports';

async function openMainNav(page: Page, phone: boolean) {
  if (phone) await page.getByRole('banner').getByRole('button', { name: 'Menu' }).click();
  return phone ? page.getByRole('dialog') : page.getByRole('banner');
}

for (const [size, viewport] of JOURNEY_SIZES) {
  test.describe(`honest pages at ${size} size`, () => {
    test.use({ viewport });
    const phone = size === 'phone';

    test("the menu's Services link opens the Services page", async ({ page }) => {
      await page.goto('/');
      await waitForSettledScreen(page);
      const nav = await openMainNav(page, phone);
      await nav.getByRole('link', { name: 'Services', exact: true }).click();
      await expect(page.getByRole('heading', { level: 1, name: 'Our Services' })).toBeVisible();
      expect(new URL(page.url()).pathname).toBe('/services');
      expect(await page.getByRole('link', { name: 'Track an order' }).getAttribute('href')).toBe('/order-tracking');
    });

    test('the search panel lists the products this browser opened, newest first, as recently viewed', async ({ page }) => {
      await page.goto('/');
      await waitForSettledScreen(page);
      await page.getByRole('banner').getByRole('button', { name: 'Search', exact: true }).click();
      const panel = page.getByRole('dialog', { name: 'Search' });
      await expect(panel.getByRole('heading', { name: 'Explore our products' })).toBeVisible();
      await panel.getByRole('button', { name: /close/i }).first().click();

      for (const id of [PHYSICAL_PRODUCT, DIGITAL_PRODUCT]) {
        await page.goto(`/product-detail/${id}`);
        await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
        await waitForSettledScreen(page);
      }
      await page.getByRole('banner').getByRole('button', { name: 'Search', exact: true }).click();
      await expect(panel.getByRole('heading', { name: 'Recently viewed' })).toBeVisible();
      // The heading comes with the viewed ids; their products with the answer to GET products?ids=.
      await expect(panel.locator('[data-product-id]')).toHaveCount(2);
      const ids = await panel.locator('[data-product-id]').evaluateAll((cards) => cards.map((card) => Number(card.getAttribute('data-product-id'))));
      expect(ids).toEqual([DIGITAL_PRODUCT, PHYSICAL_PRODUCT]);
    });

    test('the size guide suggests a size from height, weight and body type', async ({ page }) => {
      await page.goto(`/product-detail/${await sizedProductId()}`);
      await waitForSettledScreen(page);
      await page.getByRole('button', { name: 'Size Guide' }).first().click();
      const guide = page.getByRole('dialog', { name: 'Size guide' });
      const suggestion = guide.getByRole('status', { name: 'Size suggestion' });
      await expect(suggestion.getByText('Set the sliders to your height and weight to see a suggested size.')).toBeVisible();
      await guide.getByRole('slider', { name: /Height/ }).fill('85');
      await guide.getByRole('slider', { name: /Weight/ }).fill('70');
      await expect(suggestion.getByText(/Suggested size: L/)).toBeVisible();
    });
  });
}
