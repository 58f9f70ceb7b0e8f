// The foundation's vertical slice: store → header count → cart modal → cart page, kept across a reload; every remote renders.
import { expect, test } from './support/fixtures';

test('adding on /store updates the header count, opens the cart modal, and /cart lists the line after a reload', async ({ page }) => {
  await page.goto('/store');
  const firstCard = page.locator('[data-product-id]').first();
  await firstCard.waitFor();
  const title = (await firstCard.locator('h3').innerText()).trim();
  await expect(page.getByTestId('cart-count')).toHaveText('0');

  await firstCard.getByRole('button', { name: 'ADD TO CART' }).click();
  await expect(page.getByTestId('cart-count')).toHaveText('1');
  const modal = page.getByRole('dialog', { name: 'Your cart' });
  await expect(modal).toBeVisible();
  await expect(modal.getByText(title)).toHaveCount(1);
  await expect(firstCard.getByRole('button', { name: 'Already Added' })).toBeDisabled();

  await page.keyboard.press('Escape');
  await expect(modal).toHaveCount(0);

  await page.goto('/cart');
  await expect(page.getByRole('heading', { name: 'Shopping Cart' })).toBeVisible();
  await expect(page.locator('[data-cart-line]')).toHaveCount(1);
  await expect(page.getByRole('link', { name: title })).toBeVisible();

  await page.reload();
  await expect(page.getByRole('link', { name: title })).toBeVisible();
  await expect(page.getByTestId('cart-count')).toHaveText('1');

  await page.getByRole('button', { name: 'Increase quantity' }).first().click();
  await expect(page.getByRole('textbox', { name: 'Quantity' }).first()).toHaveValue('2', { timeout: 5000 });
});

test('checkout, contact and an unknown path render from their remotes', async ({ page }) => {
  await page.goto('/checkout');
  await expect(page.getByRole('heading', { name: 'Checkout' })).toBeVisible();
  await expect(page.locator('[data-boundary="checkout"]')).toBeVisible();

  await page.goto('/contact');
  await expect(page.getByText('Mon-Sat 7:30am-8:00pm PST')).toBeVisible();
  await expect(page.locator('[data-boundary="content"]')).toBeVisible();

  await page.goto('/no-such-page');
  await expect(page.getByRole('heading', { name: 'Oops! Something is Missing' })).toBeVisible();
});

test('one copy of each shared library and of the store runs in the page', async ({ page }) => {
  await page.goto('/store');
  await page.locator('[data-product-id]').first().waitFor();
  await page.goto('/cart');
  await expect(page.getByRole('heading', { name: 'Shopping Cart' })).toBeVisible();
  const copies = await page.evaluate(() => {
    type Shared = Record<string, Record<string, Record<string, { loaded?: boolean; lib?: unknown; from?: string }>>>;
    const share = (window as unknown as { __FEDERATION__: { __SHARE__: Record<string, Shared> } }).__FEDERATION__.__SHARE__;
    const loaded: Record<string, Set<string>> = {};
    for (const host of Object.values(share)) {
      for (const scope of Object.values(host)) {
        for (const [pkg, versions] of Object.entries(scope)) {
          for (const [version, entry] of Object.entries(versions)) {
            if (entry.loaded || entry.lib) (loaded[pkg] ??= new Set()).add(`${version}@${entry.from}`);
          }
        }
      }
    }
    return Object.fromEntries(Object.entries(loaded).map(([pkg, set]) => [pkg, set.size]));
  });
  for (const pkg of ['react', 'react-dom', 'react-router-dom', 'react-redux', '@reduxjs/toolkit', '@storefront/shared']) {
    expect([pkg, copies[pkg]]).toEqual([pkg, 1]);
  }
});
