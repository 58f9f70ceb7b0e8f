// Taps made as soon as a control is painted, at the phone profile, while the page's scripts are still on their way
// (held back here until the taps are done): ADD TO CART (on a product page and on home's featured row), the wishlist
// and the currency each take effect, through the server, exactly once, and the page the scripts then start carries on
// from there as the scripted store (decision 0061).
import type { Page, Route } from '@playwright/test';
import { expect, test } from './support/fixtures';
import { PHONE } from './support/viewports';

const DIGITAL_ID = 341;

test.use({ viewport: PHONE });

/** Holds back every script file the page asks for until `release` is called. */
async function holdScripts(page: Page): Promise<() => void> {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\.js(\?|$)/, async (route: Route) => {
    await released;
    await route.continue().catch(() => {
      // The page that asked has been left (a form's answer replaced it): nothing to continue.
    });
  });
  return release;
}

const ready = (page: Page) => page.waitForFunction(() => document.documentElement.dataset.pageReady === 'true');

test('ADD TO CART, the wishlist and the currency tapped before the scripts run each take effect once', async ({ context, baseURL }) => {
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  const release = await holdScripts(page);
  const record = async () => (await (await page.request.get(`${baseURL}/api/v1/web/shopper`)).json()).record;

  await page.goto(`${baseURL}/product-detail/${DIGITAL_ID}`, { waitUntil: 'commit' });
  const add = page.locator('[data-testid="detail-price"]').locator('xpath=..').getByRole('button', { name: 'ADD TO CART' });
  await add.click();
  await expect(page.locator('[data-testid="detail-price"]').locator('xpath=..').getByRole('button', { name: 'Already Added' })).toBeVisible();

  await page.getByRole('button', { name: 'Add to Wishlist', exact: true }).click();
  await expect(page.getByRole('button', { name: 'Remove from Wishlist', exact: true })).toBeVisible();

  await page.getByLabel('Currency').selectOption('NGN');
  await expect(page.getByTestId('detail-price')).toContainText('₦');
  expect(await page.evaluate(() => document.documentElement.dataset.pageReady)).toBeUndefined();

  // The scripts arrive: the store starts from what the taps did, and shows each once.
  release();
  await ready(page);
  await expect(page.getByTestId('cart-count').first()).toHaveText('1');
  await expect(page.getByTestId('wishlist-count').first()).toHaveText('1');
  await expect(page.getByLabel('Currency')).toHaveValue('NGN');
  expect(await record()).toMatchObject({ cart: [expect.objectContaining({ id: DIGITAL_ID, quantity: 1 })], wishlist: [DIGITAL_ID], currency: 'NGN' });

  // From here on the page is the scripted store: a change made in the page is saved back to the record.
  await page.getByRole('button', { name: 'Remove from Wishlist', exact: true }).click();
  await expect(page.getByTestId('wishlist-count').first()).toHaveText('0');
  await expect.poll(async () => (await record()).wishlist).toEqual([]);
  expect((await record()).cart).toHaveLength(1);
  await page.close();
  expect(errors, 'uncaught errors in the page').toEqual([]);
});

test("a featured card's ADD TO CART on home, tapped before the scripts run, adds the product once", async ({ context, baseURL }) => {
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  const release = await holdScripts(page);
  const record = async () => (await (await page.request.get(`${baseURL}/api/v1/web/shopper`)).json()).record;

  await page.goto(`${baseURL}/`, { waitUntil: 'commit' });
  const featured = page.getByRole('region', { name: 'Featured products' });
  const card = featured
    .locator('[data-product-id]')
    .filter({ has: page.getByRole('button', { name: 'ADD TO CART', exact: true }) })
    .first();
  const id = Number(await card.getAttribute('data-product-id'));
  await card.getByRole('button', { name: 'ADD TO CART', exact: true }).click();
  const added = featured.locator(`[data-product-id="${id}"]`).getByRole('button', { name: 'Already Added' });
  await expect(added).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.dataset.pageReady)).toBeUndefined();

  // The scripts arrive: the page starts from the record, and the Swiper that takes over shows the card as added.
  release();
  await ready(page);
  await expect(page.getByTestId('cart-count').first()).toHaveText('1');
  await page.locator('section:has(#featured-heading)').scrollIntoViewIfNeeded();
  await expect(featured.locator('.swiper-initialized')).toHaveCount(1);
  await expect(featured.locator(`[data-product-id="${id}"]`).getByRole('button', { name: 'Already Added' })).toBeVisible();
  expect((await record()).cart).toEqual([expect.objectContaining({ id, quantity: 1 })]);
  await page.close();
  expect(errors, 'uncaught errors in the page').toEqual([]);
});
