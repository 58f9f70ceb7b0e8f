// Client-side limits (decision 0014): a huge stored cart is cut to 100 lines with a message shown once and /cart stays
// usable; a full cart refuses another product and says why; a line stops at 99.
import type { Page } from '@playwright/test';
import { expect, test } from './support/fixtures';

const TRIM_MESSAGE = 'Your saved cart had more than 100 items; only the first 100 were kept.';
const rows = (page: Page) => page.locator('tr[data-cart-line]');

/** Stores a cart of `count` lines (ids from 1001, quantity 2 unless given) in this origin's localStorage, built in the page. */
async function seedCart(page: Page, count: number, quantity = 2): Promise<void> {
  await page.goto('/');
  await page.evaluate(
    ({ count, quantity }) => {
      const lines = Array.from({ length: count }, (_, index) => ({
        id: 1001 + index,
        title: `Stored item ${1001 + index}`,
        image_url: '',
        price: 10,
        prices: [],
        quantity,
        selectedLicense: '',
      }));
      localStorage.setItem('cart', JSON.stringify(lines));
    },
    { count, quantity },
  );
}

test('a stored cart of 20,000 lines opens /cart with its first 100, says so once, and the page responds', async ({ page }) => {
  await seedCart(page, 20_000);

  await page.goto('/cart');
  await expect(page.getByRole('status').filter({ hasText: TRIM_MESSAGE })).toBeVisible();
  expect(await rows(page).count()).toBe(100);
  expect(await rows(page).first().getAttribute('data-cart-line')).toBe('1001');

  const first = rows(page).first();
  await first.getByRole('button', { name: 'Increase quantity' }).click();
  await expect(first.getByRole('textbox', { name: 'Quantity' })).toHaveValue('3');
  await page.getByRole('button', { name: 'Remove Stored item 1100' }).click();
  await expect(rows(page)).toHaveCount(99);

  // The trimmed cart was stored, so the next load neither trims nor repeats the message.
  await page.reload();
  await rows(page).first().waitFor();
  expect(await rows(page).count()).toBe(99);
  expect(await page.getByText(TRIM_MESSAGE).count()).toBe(0);
  expect(await page.evaluate(() => JSON.parse(localStorage.getItem('cart') ?? '[]').length)).toBe(99);
});

test('a full cart refuses another product and its modal says why', async ({ page }) => {
  await seedCart(page, 100);

  await page.goto('/product-detail/341');
  await page.getByRole('button', { name: 'ADD TO CART', exact: true }).click();
  const modal = page.getByRole('dialog', { name: 'Your cart is full' });
  await expect(modal.getByText('Your cart can hold up to 100 different items.')).toBeVisible();

  await page.goto('/cart');
  await rows(page).first().waitFor();
  expect(await rows(page).count()).toBe(100);
  expect(await page.locator('tr[data-cart-line="341"]').count()).toBe(0);
});

test('a line stops at 99, and typing more sets 99, each time with a message', async ({ page }) => {
  await seedCart(page, 1, 98);
  await page.goto('/cart');
  const line = rows(page).first();
  const quantity = line.getByRole('textbox', { name: 'Quantity' });
  const plus = line.getByRole('button', { name: 'Increase quantity' });

  await plus.click();
  await expect(quantity).toHaveValue('99');
  await plus.click();
  await expect(line.getByRole('status').filter({ hasText: 'You can buy at most 99 of one item.' })).toBeVisible();
  expect(await quantity.inputValue()).toBe('99');

  await line.getByRole('button', { name: 'Decrease quantity' }).click();
  await expect(quantity).toHaveValue('98');
  await quantity.fill('250');
  await quantity.press('Enter');
  await expect(quantity).toHaveValue('99');
  await expect(line.getByRole('status').filter({ hasText: 'You can buy at most 99 of one item.' })).toBeVisible();
});
