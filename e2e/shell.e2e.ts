// The shell's own journeys: currency switch and persistence, overlays closing on Escape and on navigation with focus
// returned, the header's scroll behaviour, the mobile menu at 375 px, case-insensitive routes and the not-found page.
import type { Page } from '@playwright/test';
import { expect, test } from './support/fixtures';

const firstCard = (page: Page) => page.locator('[data-product-id]').first();
const headerCart = (page: Page) => page.getByRole('banner').getByRole('button', { name: /^Cart, \d+ items?$/ });
/**
 * Does `act` and says whether the page behind scrolled within a second after it. A page that is not held still starts
 * scrolling within a frame or two of the wheel or key; the second is a bound, not a delay the test relies on.
 */
async function pageScrollsOn(page: Page, act: () => Promise<void>): Promise<boolean> {
  await page.evaluate(() => {
    delete document.documentElement.dataset.scrolled;
    addEventListener('scroll', () => (document.documentElement.dataset.scrolled = 'yes'), { once: true });
  });
  await act();
  return page.evaluate(
    () =>
      new Promise<boolean>((resolve) => {
        const scrolled = () => document.documentElement.dataset.scrolled === 'yes';
        if (scrolled()) resolve(true);
        addEventListener('scroll', () => resolve(true), { once: true });
        setTimeout(() => resolve(scrolled()), 1000);
      }),
  );
}
const focusedLabel = (page: Page) => page.evaluate(() => document.activeElement?.getAttribute('aria-label') ?? document.activeElement?.textContent);

test.describe('at 1280 px', () => {
  test('the currency picker switches the prices on /store from $ to ₦ and the choice survives a reload', async ({ page }) => {
    await page.goto('/store');
    await firstCard(page).waitFor();
    await expect(firstCard(page)).toContainText('$');

    await page.getByRole('combobox', { name: 'Currency' }).selectOption('NGN');
    await page.waitForFunction(() => document.querySelector('[data-product-id]')?.textContent?.includes('₦'));
    expect(await firstCard(page).innerText()).not.toContain('$');

    await page.reload();
    await firstCard(page).waitFor();
    await expect(firstCard(page)).toContainText('₦');
    await expect(page.getByRole('combobox', { name: 'Currency' })).toHaveValue('NGN');
    await expect.poll(() => page.evaluate(() => localStorage.getItem('currency'))).toBe('NGN');
  });

  test('the cart modal traps focus, closes on Escape and gives focus back to the header button', async ({ page }) => {
    await page.goto('/contact');
    await headerCart(page).click();
    const modal = page.getByRole('dialog', { name: 'Your cart' });
    await expect(modal).toBeVisible();
    for (let i = 0; i < 6; i += 1) await page.keyboard.press('Tab');
    await expect.poll(() => modal.evaluate((box) => box.contains(document.activeElement))).toBe(true);

    await page.keyboard.press('Escape');
    await expect(modal).toHaveCount(0);
    await expect.poll(() => focusedLabel(page)).toBe('Cart, 0 items');
  });

  test('an open overlay holds the page still without re-laying it out: wheel and keys scroll nothing behind it', async ({ page }) => {
    await page.goto('/store');
    await firstCard(page).waitFor();
    const pageWidth = () => page.evaluate(() => document.documentElement.clientWidth);
    const widthBefore = await pageWidth();
    await headerCart(page).click();
    await expect(page.getByRole('dialog', { name: 'Your cart' })).toBeVisible();
    // The page keeps its scrollbar: nothing behind the overlay moves or is laid out again.
    expect(await pageWidth()).toBe(widthBefore);
    await page.mouse.move(100, 800); // the backdrop, left of the centred modal
    expect(await pageScrollsOn(page, () => page.mouse.wheel(0, 400))).toBe(false);
    expect(await pageScrollsOn(page, () => page.keyboard.press('PageDown'))).toBe(false);
    expect(await pageScrollsOn(page, () => page.keyboard.press('End'))).toBe(false);

    await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog', { name: 'Your cart' })).toHaveCount(0);
    expect(await pageScrollsOn(page, () => page.mouse.wheel(0, 400))).toBe(true);
  });

  test('an open overlay closes on a route change (browser back)', async ({ page }) => {
    await page.goto('/contact');
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Store' }).click();
    await firstCard(page).waitFor();
    await headerCart(page).click();
    await expect(page.getByRole('dialog', { name: 'Your cart' })).toBeVisible();

    await page.goBack();
    await expect(page.getByText('Mon-Sat 7:30am-8:00pm PST')).toBeVisible();
    await expect(page.getByRole('dialog', { name: 'Your cart' })).toHaveCount(0);
    await expect(page.locator('[data-overlay]')).toHaveCount(0);
  });

  test('an overlay whose remote is down (or not listed yet) shows the fallback and the page keeps working', async ({ page }) => {
    await page.route('**/mf/catalog/**', (route) => route.abort('connectionrefused'));
    await page.goto('/contact');
    await page.getByRole('banner').getByRole('button', { name: 'Search' }).click();
    const fallback = page.getByRole('dialog', { name: 'Unavailable' });
    await expect(fallback).toBeVisible();
    await fallback.getByRole('button', { name: 'Close' }).click();
    await expect(fallback).toHaveCount(0);
    await headerCart(page).click();
    await expect(page.getByRole('dialog', { name: 'Your cart' })).toBeVisible();
  });

  test('the header hides scrolling down past 250 px, returns scrolling up, and scroll-to-top appears after 500 px', async ({ page }) => {
    await page.goto('/store');
    await firstCard(page).waitFor();
    const header = page.getByRole('banner');
    await expect(header).toHaveAttribute('data-scrolled', 'false');
    await expect(page.getByRole('button', { name: 'Scroll to top' })).toHaveCount(0);

    await page.evaluate(() => window.scrollTo(0, 800));
    await page.waitForFunction(() => document.querySelector('header')?.getAttribute('data-hidden') === 'true');
    await expect(header).toHaveAttribute('data-scrolled', 'true');

    await page.evaluate(() => window.scrollTo(0, 700));
    await page.waitForFunction(() => document.querySelector('header')?.getAttribute('data-hidden') === 'false');

    await page.getByRole('button', { name: 'Scroll to top' }).click();
    await page.waitForFunction(() => window.scrollY === 0);
    await expect(page.getByRole('button', { name: 'Scroll to top' })).toHaveCount(0);
  });

  test('routes match case-insensitively, the nav marks the active item, and unknown paths answer 404 with the not-found page', async ({ page }) => {
    await page.goto('/CONTACT');
    await expect(page.getByText('Mon-Sat 7:30am-8:00pm PST')).toBeVisible();
    const nav = page.getByRole('navigation', { name: 'Main' });
    await expect(nav.getByRole('link', { name: 'Contact' })).toHaveAttribute('aria-current', 'page');

    const missing = await page.goto('/no-such-page');
    expect(missing?.status()).toBe(404);
    await expect(page.getByRole('heading', { name: 'Oops! Something is Missing' })).toBeVisible();
    await expect(nav.locator('[aria-current]')).toHaveCount(0);
    await expect(page.getByRole('contentinfo')).toContainText(`© ${new Date().getFullYear()}`);
  });
});

test.describe('at 375 px', () => {
  test.use({ viewport: { width: 375, height: 800 } });

  test('the menu replaces the header nav, navigates and closes; the bottom toolbar has Shop and Cart', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('navigation', { name: 'Main' })).toBeHidden();
    const toolbar = page.getByRole('navigation', { name: 'Toolbar' });
    await expect(toolbar.getByRole('link', { name: 'Shop' })).toHaveAttribute('href', '/store');

    await page.getByRole('button', { name: 'Menu' }).click();
    const menu = page.getByRole('dialog', { name: 'Menu' });
    await expect(menu).toBeVisible();
    await menu.getByRole('link', { name: 'Contact' }).click();
    await expect(page.getByText('Mon-Sat 7:30am-8:00pm PST')).toBeVisible();
    await expect(menu).toHaveCount(0);
    expect(new URL(page.url()).pathname).toBe('/contact');

    await toolbar.getByRole('button', { name: 'Cart, 0 items' }).click();
    await expect(page.getByRole('dialog', { name: 'Your cart' })).toBeVisible();
    await page.keyboard.press('Escape');
    await toolbar.getByRole('link', { name: 'Shop' }).click();
    await firstCard(page).waitFor();
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
  });

  test('the open menu holds the page behind it still', async ({ page }) => {
    await page.goto('/store');
    await firstCard(page).waitFor();
    await page.getByRole('button', { name: 'Menu' }).click();
    await expect(page.getByRole('dialog', { name: 'Menu' })).toBeVisible();
    await page.mouse.move(355, 600); // the backdrop, right of the drawer
    expect(await pageScrollsOn(page, () => page.mouse.wheel(0, 400))).toBe(false);
    await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog', { name: 'Menu' })).toHaveCount(0);
    expect(await pageScrollsOn(page, () => page.mouse.wheel(0, 400))).toBe(true);
  });
});
