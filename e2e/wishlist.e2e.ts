// The wishlist of a new shopper, at desktop and phone sizes: it starts empty, the card's heart saves and
// un-saves, nothing the shopper did not choose comes back after a reload, and what was saved is listed in its order.
import type { Page } from '@playwright/test';
import { expect, test } from './support/fixtures';
import { waitForSettledScreen } from './support/settledScreen';
import { JOURNEY_SIZES } from './support/viewports';

const EMPTY_MESSAGE = 'Your wishlist is empty. Start adding your favorite products to save them for later!';

async function expectEmptyWishlistPage(page: Page): Promise<void> {
  await page.goto('/wish-list');
  await expect(page.getByText(EMPTY_MESSAGE)).toBeVisible();
  expect(await page.locator('[data-wishlist-item]').count()).toBe(0);
  await expect(page.getByRole('banner').getByRole('button', { name: 'Wishlist, 0 items' })).toBeVisible();
}

for (const [size, viewport] of JOURNEY_SIZES) {
  test.describe(`wishlist at ${size} size`, () => {
    test.use({ viewport });

    test("a fresh browser's wishlist is empty, and stays empty after a reload", async ({ page }) => {
      await expectEmptyWishlistPage(page);
      await page.reload();
      await expect(page.getByText(EMPTY_MESSAGE)).toBeVisible();
      expect(await page.locator('[data-wishlist-item]').count()).toBe(0);
    });

    test("saving then un-saving from a card's heart leaves the wishlist empty, also after a reload", async ({ page }) => {
      await page.goto('/store');
      await waitForSettledScreen(page);
      const card = page.locator('[data-product-id]').first();
      const add = card.getByRole('button', { name: 'Add to Wishlist' });
      expect(await add.getAttribute('aria-pressed')).toBe('false');

      await add.click();
      const modal = page.getByRole('dialog', { name: 'Added to wishlist' });
      await modal.getByRole('button', { name: 'Continue shopping' }).click();
      await expect(modal).toHaveCount(0);
      const remove = card.getByRole('button', { name: 'Remove from Wishlist' });
      await expect(remove).toHaveAttribute('aria-pressed', 'true');
      await expect(page.getByRole('banner').getByRole('button', { name: 'Wishlist, 1 item' })).toBeVisible();

      await remove.click();
      await expect(add).toHaveAttribute('aria-pressed', 'false');
      await expectEmptyWishlistPage(page);
      await page.reload();
      await expect(page.getByText(EMPTY_MESSAGE)).toBeVisible();
      expect(await page.locator('[data-wishlist-item]').count()).toBe(0);
    });

    test('the products saved are shown in the modal, the panel and the page, in the order saved', async ({ page }) => {
      await page.goto('/store');
      await waitForSettledScreen(page);
      const cards = page.locator('[data-product-id]');
      const saved = [await cards.nth(2).getAttribute('data-product-id'), await cards.nth(0).getAttribute('data-product-id')];
      const modal = page.getByRole('dialog', { name: 'Added to wishlist' });
      for (const id of saved) {
        const card = page.locator(`[data-product-id="${id}"]`);
        const title = await card.locator('h3').innerText();
        await card.getByRole('button', { name: 'Add to Wishlist' }).click();
        await expect(modal.getByRole('link', { name: title })).toBeVisible();
        await modal.getByRole('button', { name: 'Continue shopping' }).click();
      }
      await page.getByRole('banner').getByRole('button', { name: 'Wishlist, 2 items' }).click();
      const panel = page.getByRole('dialog', { name: 'Wishlist' });
      await expect(panel.getByRole('list', { name: 'Wishlist items' }).getByRole('listitem')).toHaveCount(2);
      await page.goto('/wish-list');
      await expect(page.locator('[data-wishlist-item]')).toHaveCount(2);
      expect(await page.locator('[data-wishlist-item]').evaluateAll((items) => items.map((item) => item.getAttribute('data-wishlist-item')))).toEqual(saved);
    });
  });
}
