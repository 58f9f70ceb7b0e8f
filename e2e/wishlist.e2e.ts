// The wishlist of a new shopper, at desktop and phone sizes (issue 22 §8): it starts empty, the card's heart saves and
// un-saves, and nothing the shopper did not choose comes back after a reload.
import type { Page } from 'playwright-core';
import { useJourneySession } from './support/jest/browser';
import { eventually } from './support/jest/eventually';
import { waitForSettledScreen } from './support/settledScreen';
import { JOURNEY_SIZES } from './support/viewports';

const EMPTY_MESSAGE = 'Your wishlist is empty. Start adding your favorite products to save them for later!';

async function expectEmptyWishlistPage(page: Page, url: (path: string) => string): Promise<void> {
  await page.goto(url('/wish-list'));
  await page.getByText(EMPTY_MESSAGE).waitFor();
  expect(await page.locator('[data-wishlist-item]').count()).toBe(0);
  await page.getByRole('banner').getByRole('button', { name: 'Wishlist, 0 items' }).waitFor();
}

describe.each(JOURNEY_SIZES)('wishlist at %s size', (_size, viewport) => {
  const session = useJourneySession(viewport);

  test("a fresh browser's wishlist is empty, and stays empty after a reload", async () => {
    const { page, url } = session;
    await expectEmptyWishlistPage(page, url);
    await page.reload();
    await page.getByText(EMPTY_MESSAGE).waitFor();
    expect(await page.locator('[data-wishlist-item]').count()).toBe(0);
  });

  test("saving then un-saving from a card's heart leaves the wishlist empty, also after a reload", async () => {
    const { page, url } = session;
    await page.goto(url('/store'));
    await waitForSettledScreen(page);
    const card = page.locator('[data-product-id]').first();
    const add = card.getByRole('button', { name: 'Add to Wishlist' });
    expect(await add.getAttribute('aria-pressed')).toBe('false');

    await add.click();
    const modal = page.getByRole('dialog', { name: 'Added to wishlist' });
    await modal.getByRole('button', { name: 'Continue shopping' }).click();
    await modal.waitFor({ state: 'detached' });
    const remove = card.getByRole('button', { name: 'Remove from Wishlist' });
    await eventually(() => remove.getAttribute('aria-pressed')).toBe('true');
    await page.getByRole('banner').getByRole('button', { name: 'Wishlist, 1 item' }).waitFor();

    await remove.click();
    await eventually(() => add.getAttribute('aria-pressed')).toBe('false');
    await expectEmptyWishlistPage(page, url);
    await page.reload();
    await page.getByText(EMPTY_MESSAGE).waitFor();
    expect(await page.locator('[data-wishlist-item]').count()).toBe(0);
  });
});
