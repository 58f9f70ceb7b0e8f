// The store on a phone, 390 × 844: filters in a drawer that is a real dialog, pagination on one line,
// a layout switch whose pressed choice is the layout shown, the cart modal's license selector on screen, and sticky
// bars that leave the page most of the screen.
import type { Page } from '@playwright/test';
import { expect, test } from './support/fixtures';
import { waitForSettledScreen } from './support/settledScreen';
import { PHONE } from './support/viewports';

const DIGITAL_ID = 341;
test.use({ viewport: PHONE });

/** The height of the screen covered by fixed or sticky bars spanning most of its width (dialogs and backdrops aside). */
function stickyBarsHeight(page: Page): Promise<number> {
  return page.evaluate(() => {
    const covered = new Set<number>();
    for (const element of document.querySelectorAll<HTMLElement>('body *')) {
      const style = getComputedStyle(element);
      if (style.position !== 'fixed' && style.position !== 'sticky') continue;
      if (element.closest('[role="dialog"], dialog') || style.visibility === 'hidden' || style.display === 'none') continue;
      const box = element.getBoundingClientRect();
      if (box.width < window.innerWidth * 0.8 || box.height === 0 || box.height > window.innerHeight * 0.5) continue;
      // A sticky element only covers the screen while it sits at its sticky edge.
      if (style.position === 'sticky' && box.top > 1) continue;
      for (let y = Math.max(0, Math.floor(box.top)); y < Math.min(window.innerHeight, Math.ceil(box.bottom)); y += 1) covered.add(y);
    }
    return covered.size;
  });
}

async function scrollTo(page: Page, y: number): Promise<void> {
  await page.evaluate((top) => window.scrollTo({ top, behavior: 'instant' }), y);
  await page.waitForTimeout(400); // the header's show/hide transition
}

test('the filters are in a drawer: a real dialog that opens, traps focus, applies, closes with Escape and keeps the choice', async ({ page }) => {
  await page.goto('/store');
  await waitForSettledScreen(page);
  // No filters above the products.
  expect(await page.getByRole('region', { name: 'Filters' }).count()).toBe(0);
  const open = page.getByRole('button', { name: 'Filter', exact: true });
  await open.click();
  const dialog = page.getByRole('dialog', { name: 'Filters' });
  await expect(dialog).toBeVisible();
  const shownCount = async () => Number((await dialog.getByRole('button', { name: /^Show \d+ products?$/ }).innerText()).replace(/\D/g, ''));
  const all = await shownCount();
  const box = (await dialog.boundingBox())!;
  expect(box.x).toBeGreaterThanOrEqual(0);
  expect(box.x + box.width).toBeLessThanOrEqual(PHONE.width + 1);
  // Focus starts in the dialog and stays there, whichever way the shopper tabs.
  expect(await dialog.evaluate((element) => element.contains(document.activeElement))).toBe(true);
  for (const key of ['Tab', 'Shift+Tab']) {
    for (let i = 0; i < 40; i += 1) {
      await page.keyboard.press(key);
      expect(await dialog.evaluate((element) => element.contains(document.activeElement))).toBe(true);
    }
  }
  const onSale = dialog.getByRole('checkbox', { name: 'On sale' });
  await onSale.click();
  await expect(page).toHaveURL(/sale=1/);
  await expect(onSale).toBeChecked();
  // Applied at once: the products behind the drawer are the ones on sale.
  await expect.poll(shownCount).toBeLessThan(all);
  await page.keyboard.press('Escape');
  await expect(dialog).toHaveCount(0);
  await expect.poll(() => page.evaluate(() => document.activeElement?.textContent?.trim())).toBe('Filter');
  expect(page.url()).toContain('sale=1');
  // Reopened, the choice is still there; the close button shows the products.
  await open.click();
  expect(await dialog.getByRole('checkbox', { name: 'On sale' }).isChecked()).toBe(true);
  await dialog.getByRole('button', { name: /^Show \d+ products?$/ }).click();
  await expect(dialog).toHaveCount(0);
  expect(page.url()).toContain('sale=1');
});

test('pagination is one line that fits the screen', async ({ page }) => {
  await page.goto('/store?page=3');
  await waitForSettledScreen(page);
  const pagination = page.getByRole('navigation', { name: 'Pagination' });
  await pagination.scrollIntoViewIfNeeded();
  const box = (await pagination.boundingBox())!;
  expect(box.height).toBeLessThanOrEqual(56);
  expect(box.x + box.width).toBeLessThanOrEqual(PHONE.width);
  await expect(pagination.getByText(/^Page 3 of \d+$/)).toBeVisible();
  await pagination.getByRole('button', { name: 'Next page' }).click();
  await expect(pagination.getByText(/^Page 4 of \d+$/)).toBeVisible();
});

test('the layout switch offers what a phone can show, and the pressed choice is the layout shown', async ({ page }) => {
  await page.goto('/store');
  await waitForSettledScreen(page);
  const layouts = page.getByRole('group', { name: 'Layout' });
  const visible = await layouts
    .getByRole('button')
    .evaluateAll((buttons) => buttons.filter((button) => (button as HTMLElement).offsetParent !== null).map((button) => button.getAttribute('aria-label')));
  expect(visible).toEqual(['List view', '2 columns']);
  const gridColumns = () =>
    page
      .locator('[data-layout]')
      .first()
      .evaluate((grid) => getComputedStyle(grid).gridTemplateColumns.split(' ').length);
  // The default (4 on a desktop) shows 2 columns here, and the switch says so.
  expect(await gridColumns()).toBe(2);
  expect(await layouts.getByRole('button', { name: '2 columns' }).getAttribute('aria-pressed')).toBe('true');
  await layouts.getByRole('button', { name: 'List view' }).click();
  await expect(page.locator('[data-layout]').first()).toHaveAttribute('data-layout', 'list');
  expect(await layouts.getByRole('button', { name: 'List view' }).getAttribute('aria-pressed')).toBe('true');
  expect(await layouts.getByRole('button', { name: '2 columns' }).getAttribute('aria-pressed')).toBe('false');
  await layouts.getByRole('button', { name: '2 columns' }).click();
  await expect.poll(gridColumns).toBe(2);
  expect(await layouts.getByRole('button', { name: '2 columns' }).getAttribute('aria-pressed')).toBe('true');
});

test("the cart modal's license selector is fully on screen, its longest choice (in naira) not cut off", async ({ page }) => {
  await page.goto(`/product-detail/${DIGITAL_ID}`);
  await page.getByRole('combobox', { name: 'Currency' }).selectOption('NGN');
  await page.getByRole('button', { name: 'ADD TO CART', exact: true }).click();
  const modal = page.getByRole('dialog', { name: 'Your cart' });
  await expect(modal).toBeVisible();
  const license = modal.getByRole('combobox').first();
  await license.scrollIntoViewIfNeeded();
  const box = (await license.boundingBox())!;
  expect(box.x).toBeGreaterThanOrEqual(0);
  expect(box.y).toBeGreaterThanOrEqual(0);
  expect(box.x + box.width).toBeLessThanOrEqual(PHONE.width);
  expect(box.y + box.height).toBeLessThanOrEqual(PHONE.height);
  const textFits = await license.evaluate((select: HTMLSelectElement) => {
    const style = getComputedStyle(select);
    const context = document.createElement('canvas').getContext('2d')!;
    context.font = `${style.fontWeight} ${style.fontSize} ${style.fontFamily}`;
    const widest = Math.max(...[...select.options].map((option) => context.measureText(option.text).width));
    const arrow = 20;
    return widest <= select.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight) - arrow;
  });
  expect(textFits).toBe(true);
  // Nothing in the modal is wider than the screen.
  const modalBox = (await modal.boundingBox())!;
  expect(modalBox.x + modalBox.width).toBeLessThanOrEqual(PHONE.width);
});

for (const path of ['/', '/store', `/product-detail/${DIGITAL_ID}`]) {
  test(`sticky bars take at most 120 of 844 px on ${path}`, async ({ page }) => {
    await page.goto(path);
    await waitForSettledScreen(page);
    const heights = [await stickyBarsHeight(page)];
    await scrollTo(page, 900);
    heights.push(await stickyBarsHeight(page));
    await scrollTo(page, 700); // scrolling back up brings the header back
    heights.push(await stickyBarsHeight(page));
    expect(Math.max(...heights)).toBeLessThanOrEqual(120);
  });
}
