// One currency for the whole page, at desktop and phone sizes: after choosing NGN and reloading, the
// server-rendered HTML, the selector and every price agree on home, store, product and cart, the store's price filter
// is in naira, and the payment provider is asked for the total the checkout showed, in that currency.
import type { Page } from '@playwright/test';
import { expect, test } from './support/fixtures';
import { waitForSettledScreen } from './support/settledScreen';
import { ADA, fillCustomer } from './support/checkoutForm';
import { JOURNEY_SIZES } from './support/viewports';

const DIGITAL_ID = 341;
const currencySelect = (page: Page) => page.getByRole('combobox', { name: 'Currency' });
const digits = (text: string) => Number(text.replace(/[^0-9.]/g, ''));

/** The page as the server sends it, with this browser's cookies: what the shopper sees before any script runs. */
async function serverHtml(page: Page, url: string): Promise<string> {
  const response = await page.context().request.get(url, { headers: { accept: 'text/html' } });
  expect(response.status()).toBe(200);
  return response.text();
}

/** Every price shown by `testId` on the page, once there is one (home's featured row scrolled to, where the Swiper takes over). */
async function shownPrices(page: Page, testId: string): Promise<string[]> {
  const featured = page.locator('#featured-heading');
  if (await featured.count()) await featured.scrollIntoViewIfNeeded();
  await expect(page.getByTestId(testId).first()).toBeVisible();
  return page.getByTestId(testId).allInnerTexts();
}

/** The store's price filter: its title and labels, from the phone's filter drawer when there is one. */
async function priceFilterText(page: Page): Promise<string> {
  const drawerButton = page.getByRole('button', { name: 'Filter', exact: true });
  const phone = await drawerButton.isVisible();
  if (phone) await drawerButton.click();
  const filters = phone ? page.getByRole('dialog', { name: 'Filters' }) : page.getByRole('complementary', { name: 'Categories and filters' });
  const text = `${await filters.getByText(/^Price \((USD|NGN)\)$/).innerText()} ${await filters.getByRole('group', { name: 'Price' }).innerText()}`;
  if (phone) {
    await page.keyboard.press('Escape');
    await expect(filters).toHaveCount(0);
  }
  return text;
}

for (const [size, viewport] of JOURNEY_SIZES) {
  test.describe(`currency at ${size} size`, () => {
    test.use({ viewport });

    test('NGN chosen once: after reloads, selector and prices agree on home, store, product and cart, first paint included', async ({ page, url }) => {
      await page.goto('/');
      await currencySelect(page).selectOption('NGN');
      await expect.poll(async () => (await shownPrices(page, 'card-price')).every((price) => price.startsWith('₦'))).toBe(true);

      // Home
      await page.reload();
      await waitForSettledScreen(page);
      expect(await currencySelect(page).inputValue()).toBe('NGN');
      expect((await shownPrices(page, 'card-price')).filter((price) => !price.startsWith('₦'))).toEqual([]);
      const homeHtml = await serverHtml(page, url('/'));
      expect(homeHtml).toContain('<option value="NGN" selected="">');
      expect(homeHtml).not.toMatch(/data-testid="card-price">\$/);

      // Store, with its price filter
      await page.goto('/store');
      await waitForSettledScreen(page);
      expect(await currencySelect(page).inputValue()).toBe('NGN');
      expect((await shownPrices(page, 'card-price')).filter((price) => !price.startsWith('₦'))).toEqual([]);
      const filter = await priceFilterText(page);
      expect(filter).toContain('Price (NGN)');
      expect(filter).toContain('₦15,000.00 – ₦225,000.00');
      expect(filter).not.toContain('$');
      const storeHtml = await serverHtml(page, url('/store'));
      expect(storeHtml).toContain('<option value="NGN" selected="">');
      expect(storeHtml).not.toMatch(/data-testid="card-price">\$/);
      expect(storeHtml).not.toContain('Price (USD)');

      // Product
      await page.goto(`/product-detail/${DIGITAL_ID}`);
      expect(await currencySelect(page).inputValue()).toBe('NGN');
      await expect(page.getByTestId('detail-price')).toHaveText(/^₦/);
      const productHtml = await serverHtml(page, url(`/product-detail/${DIGITAL_ID}`));
      expect(productHtml).toContain('<option value="NGN" selected="">');
      expect(productHtml).toMatch(/data-testid="detail-price"[^>]*>(<[^>]+>)*₦/);

      // Cart
      await page.getByRole('button', { name: 'ADD TO CART', exact: true }).click();
      await expect(page.getByRole('dialog', { name: 'Your cart' })).toBeVisible();
      await page.goto('/cart');
      await page.reload();
      expect(await currencySelect(page).inputValue()).toBe('NGN');
      await expect(page.getByTestId('cart-total')).toHaveText(/^₦/);
      await expect(page.getByTestId(`line-total-${DIGITAL_ID}`)).toHaveText(/^₦/);
    });

    test('the payment provider is asked for the total the checkout shows, in NGN', async ({ page }) => {
      await page.goto(`/product-detail/${DIGITAL_ID}`);
      await currencySelect(page).selectOption('NGN');
      await page.getByRole('button', { name: 'ADD TO CART', exact: true }).click();
      await expect(page.getByRole('dialog', { name: 'Your cart' })).toBeVisible();
      await page.goto('/checkout');
      expect(await currencySelect(page).inputValue()).toBe('NGN');
      const summary = page.getByRole('region', { name: 'Shopping Cart' });
      const total = await summary.getByText(/^Total/).innerText();
      expect(total).toContain('₦');
      await fillCustomer(page, { ...ADA, lastName: 'Okafor', phone: '+234 801 234 5678' });
      await page.getByRole('radio', { name: 'Paystack' }).check();
      await page.getByRole('button', { name: 'Place Order' }).click();
      await page.waitForURL(/\/api\/v1\/web\/sandbox\/checkout\/sbx_[0-9a-f]{32}$/);
      const charged = await page.locator('.amount').innerText();
      expect(charged).toMatch(/NGN|₦/);
      expect(digits(charged)).toBe(digits(total));
    });
  });
}
