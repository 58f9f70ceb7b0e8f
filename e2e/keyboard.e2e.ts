// Keyboard-only journeys: add to cart from /store to the cart modal and the cart page, then check out and place an
// order. Only keys move focus and act (Tab, Shift+Tab, Enter, Space, Escape, arrows); no clicks, no fill().
import type { Locator, Page } from '@playwright/test';
import { expect, test } from './support/fixtures';

/** Tabs how many presses at most before giving up: the store page has many focusable controls before the grid. */
const MAX_TABS = 150;

const isFocused = (target: Locator) => target.evaluate((element) => element === document.activeElement);

/** Presses Tab (or Shift+Tab) until `target` has focus; fails if it never does. */
async function tabTo(page: Page, target: Locator, { backwards = false } = {}) {
  await target.waitFor();
  for (let presses = 0; presses < MAX_TABS; presses += 1) {
    if (await isFocused(target)) return;
    await page.keyboard.press(backwards ? 'Shift+Tab' : 'Tab');
  }
  throw new Error(`Tab never reached ${target}`);
}

/** Types into the field after moving focus to it with Tab. */
async function typeInto(page: Page, label: string, text: string) {
  await tabTo(page, page.getByLabel(label, { exact: false }).first());
  await page.keyboard.type(text);
}

/** Moves a focused native select to the option whose value is `value` with the arrow keys. */
async function chooseWithArrows(page: Page, select: Locator, value: string) {
  await tabTo(page, select);
  const values = await select.evaluate((element) => [...(element as HTMLSelectElement).options].map((option) => option.value));
  const target = values.indexOf(value);
  expect(target).toBeGreaterThanOrEqual(0);
  await page.keyboard.press('Home');
  for (let index = 0; index < target; index += 1) await page.keyboard.press('ArrowDown');
  await expect(select).toHaveValue(value);
}

/** From /store, adds the first product with the keyboard and returns its title; the cart modal is left open. */
async function addFirstProductWithKeyboard(page: Page): Promise<string> {
  await page.goto('/store');
  const card = page.locator('[data-product-id]').first();
  await card.waitFor();
  const title = (await card.locator('h3').innerText()).trim();
  await tabTo(page, card.getByRole('button', { name: 'ADD TO CART' }));
  await page.keyboard.press('Enter');
  const modal = page.getByRole('dialog', { name: 'Your cart' });
  await expect(modal).toBeVisible();
  await expect(modal).toContainText(title);
  return title;
}

test('add to cart with the keyboard: the card button, the cart modal (Escape keeps focus in the card), the header cart and the cart page', async ({ page }) => {
  const title = await addFirstProductWithKeyboard(page);
  const modal = page.getByRole('dialog', { name: 'Your cart' });
  await expect.poll(() => modal.evaluate((dialog) => dialog.contains(document.activeElement))).toBe(true);

  await page.keyboard.press('Escape');
  await expect(modal).toHaveCount(0);
  await expect(page.getByTestId('cart-count')).toHaveText('1');
  // The card's button now reads Already Added and is disabled, so focus stays in the card, just before it.
  const card = page.locator('[data-product-id]').first();
  await expect(card.getByRole('button', { name: 'Already Added' })).toBeVisible();
  await expect.poll(() => card.evaluate((element) => element.contains(document.activeElement) && document.activeElement !== document.body)).toBe(true);

  await tabTo(page, page.getByRole('banner').getByRole('button', { name: /^Cart, 1 item/ }), { backwards: true });
  await page.keyboard.press('Enter');
  await expect(modal).toBeVisible();
  await tabTo(page, modal.getByRole('link', { name: 'View cart' }));
  await page.keyboard.press('Enter');
  await page.waitForURL(/\/cart$/);
  await expect(page.getByRole('link', { name: title }).first()).toBeVisible();
  await expect(modal).toHaveCount(0);
});

test('checkout with the keyboard: fill the form, choose Paystack, place the order', async ({ page }) => {
  const title = await addFirstProductWithKeyboard(page);
  const modal = page.getByRole('dialog', { name: 'Your cart' });
  await tabTo(page, modal.getByRole('link', { name: 'Check Out' }));
  await page.keyboard.press('Enter');
  await page.waitForURL(/\/checkout$/);
  await expect(page.getByRole('heading', { name: 'Checkout' })).toBeVisible();
  await expect(page.getByRole('link', { name: title })).toBeVisible();

  await typeInto(page, 'First Name', 'Ada');
  await typeInto(page, 'Last Name', 'Lovelace');
  await typeInto(page, 'Email', 'ada@example.com');
  await typeInto(page, 'Phone', '+1 202 555 0100');
  await chooseWithArrows(page, page.getByLabel('Country'), 'US');
  await chooseWithArrows(page, page.getByRole('combobox', { name: 'State' }), 'DC');
  await typeInto(page, 'City', 'Washington');
  await typeInto(page, 'Street Address', '1 Main St');
  await typeInto(page, 'Postal Code', '20001');

  const paystack = page.getByRole('radio', { name: 'Paystack' });
  await tabTo(page, page.getByRole('radio').first());
  for (let presses = 0; presses < 4 && !(await isFocused(paystack)); presses += 1) await page.keyboard.press('ArrowDown');
  await page.keyboard.press('Space');
  await expect(paystack).toBeChecked();

  await tabTo(page, page.getByRole('button', { name: 'Place Order' }));
  await page.keyboard.press('Enter');
  await page.waitForURL((url) => !url.pathname.endsWith('/checkout'));
  if (/\/order-confirmation\//.test(page.url())) {
    await expect(page.getByRole('heading', { name: 'Order Confirmed!' })).toBeVisible();
    await expect(page.getByRole('region', { name: 'Order Items' })).toContainText(title);
  } else {
    // The provider's sandbox payment page: the order was placed and the shopper was sent to pay.
    await expect(page.getByRole('heading').first()).toBeVisible();
    expect(new URL(page.url()).pathname).not.toBe('/checkout');
  }
});
