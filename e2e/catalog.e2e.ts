// The catalogue journeys: browse → filter → sort → page → detail → license → add; search; related products; compare; a
// missing product.
import type { Page } from '@playwright/test';
import { axeViolations, WCAG_21_AA_AND_BEST_PRACTICE } from './support/axe';
import { expect, test } from './support/fixtures';

const cardTitles = (page: Page) => page.locator('[data-product-id] h3').allInnerTexts();
const foundCount = async (page: Page) => Number((await page.getByText(/^\d+ Products Found$/).innerText()).split(' ')[0]);
const query = (page: Page) => new URL(page.url()).searchParams;
/** The store's results once the answer to the URL's view is on screen (the previous one stays, busy, while it loads). */
const settledResults = (page: Page) => expect(page.getByRole('region', { name: 'Products' })).toHaveAttribute('aria-busy', 'false');

test('browse the store: filter, sort and page live in the URL; then a licensed product is added with its license', async ({ page }) => {
  await page.goto('/store');
  await page.locator('[data-product-id]').first().waitFor();
  await expect(page.locator('[data-product-id]')).toHaveCount(8);
  const everything = await foundCount(page);

  await page.getByRole('button', { name: 'Fashion', exact: true }).click();
  await page.waitForURL(/category=Fashion/);
  // The URL changes first; React Router renders the new state in a transition just after.
  await expect.poll(() => foundCount(page)).toBeLessThan(everything);
  const fashion = await foundCount(page);
  expect(fashion).toBeGreaterThan(16);

  await page.getByRole('combobox', { name: 'Sort products' }).selectOption('Title Descending');
  await page.waitForURL(/sort=Title/);
  const byTitleDescending = (titles: string[]) => [...titles].sort((a, b) => b.localeCompare(a, undefined, { sensitivity: 'base', numeric: true }));
  await expect
    .poll(async () => {
      const titles = await cardTitles(page);
      return titles.join('|') === byTitleDescending(titles).join('|');
    })
    .toBe(true);
  const firstPage = await cardTitles(page);

  await page.getByRole('button', { name: 'Page 2' }).click();
  await page.waitForURL(/page=2/);
  // The URL changes first; React Router renders the new page in a transition just after, so wait for it.
  await expect(page.getByRole('button', { name: 'Page 2' }).and(page.locator('[aria-current="page"]'))).toBeVisible();
  const secondPage = await cardTitles(page);
  expect(secondPage[0].localeCompare(firstPage[firstPage.length - 1], undefined, { sensitivity: 'base', numeric: true })).toBeLessThanOrEqual(0);

  // A size reads with the count the answer gives it, e.g. "M, 12 products".
  await page.getByRole('button', { name: /^M, \d+ products?$/ }).click();
  await expect(page.getByRole('button', { name: 'Remove filter Size: M' })).toBeVisible();
  expect(query(page).get('size')).toBe('M');
  expect(query(page).get('page')).toBeNull();
  await settledResults(page);
  expect(await foundCount(page)).toBeLessThan(fashion);

  await page.goBack();
  await expect(page.getByRole('button', { name: 'Remove filter Size: M' })).toHaveCount(0);
  expect(query(page).get('page')).toBe('2');
  await page.reload();
  await expect(page.locator('nav[aria-label="Pagination"] button[aria-label="Page 2"][aria-current="page"]')).toBeVisible();
  expect(await foundCount(page)).toBe(fashion);

  await page.getByRole('button', { name: 'Digital Audio', exact: true }).click();
  await page.waitForURL(/category=Digital\+Audio/);
  // The category is pressed at once; its cards come with the server's answer: read them once it is on screen.
  await expect(page.getByRole('button', { name: 'Digital Audio', exact: true, pressed: true })).toBeVisible();
  await settledResults(page);
  const firstAudio = page.locator('[data-product-id]').first();
  const title = await firstAudio.locator('h3').innerText();
  await firstAudio.getByRole('link', { name: title }).click();

  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await expect(page.getByRole('radio', { name: /^Standard/ })).toBeChecked();
  await expect(page.getByTestId('detail-price')).toContainText('$29.99');
  await page.getByRole('radio', { name: /^Premium/ }).check();
  await expect(page.getByTestId('detail-price')).toContainText('$499.99');
  await page.getByRole('button', { name: 'Increase quantity' }).click();
  await page.getByRole('button', { name: 'ADD TO CART', exact: true }).click();

  const modal = page.getByRole('dialog', { name: 'Your cart' });
  await expect(modal).toBeVisible();
  await expect(modal.getByRole('combobox', { name: /^License for / })).toHaveValue('Premium');
  await expect(modal.getByRole('textbox', { name: 'Quantity' })).toHaveValue('2');
  await expect(modal.getByLabel(/^Total for /)).toHaveText('$999.98');
  await expect(page.getByTestId('cart-count')).toHaveText('1');
  await page.keyboard.press('Escape');
  await expect(page.getByRole('button', { name: 'Already Added' }).first()).toBeDisabled();
});

test('search from the store panel and on the search page asks the server, a page at a time', async ({ page }) => {
  await page.goto('/store');
  await page.locator('[data-product-id]').first().waitFor();
  await page.getByRole('banner').getByRole('button', { name: 'Search', exact: true }).click();
  const panel = page.getByRole('dialog', { name: 'Search' });
  await expect(panel).toBeVisible();
  await expect(panel.locator('[data-product-id]')).toHaveCount(8);
  await panel.getByRole('button', { name: 'Load more' }).click();
  await expect(panel.locator('[data-product-id]').nth(11)).toBeVisible();

  // Suggestions come as the shopper types, without pressing Search.
  await panel.getByRole('searchbox', { name: 'Search products' }).fill('audio');
  const count = panel.getByText(/^\d+ results for “audio”$/);
  await expect(count).toBeVisible();
  const found = Number((await count.innerText()).split(' ')[0]);
  expect(found).toBeGreaterThan(8);
  await expect(panel.locator('[data-product-id]')).toHaveCount(8);
  await expect(panel.locator('[data-product-id]').first()).toContainText(/audio/i);

  // Typing on: a typo still finds the product.
  await panel.getByRole('searchbox', { name: 'Search products' }).fill('headphnes');
  await expect(panel.getByText(/^\d+ results? for “headphnes”$/)).toBeVisible();
  await expect(panel.locator('[data-product-id] h3').first()).toContainText('Headphones');

  await panel.getByRole('searchbox', { name: 'Search products' }).fill('audio');
  await panel.getByRole('link', { name: `View all ${found} results` }).click();
  await page.waitForURL(/\/search-result\?q=audio/);
  const main = page.locator('main');
  await expect(main.getByText(`${found} results for “audio”`)).toBeVisible();
  const results = main.getByRole('region', { name: 'Search results' }).locator('[data-product-id]');
  await expect(results).toHaveCount(8);
  const firstPage = await results.first().getAttribute('data-product-id');
  await main.getByRole('button', { name: 'Page 2' }).click();
  await page.waitForURL(/\/search-result\?q=audio&page=2/);
  await expect(main.getByRole('button', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page');
  await expect(results.first()).not.toHaveAttribute('data-product-id', firstPage!);

  await page.getByRole('searchbox', { name: 'Search products' }).fill('zzzz-nothing');
  await page.getByRole('searchbox', { name: 'Search products' }).press('Enter');
  await expect(page.getByText('No products match “zzzz-nothing”. Try another word or browse the store.')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Fashion' })).toBeVisible();
  // The section is a region named by its heading, and so is its carousel once Swiper has set it up: the outer one.
  const recent = page.getByRole('region', { name: 'Product Recent' }).first();
  await recent.scrollIntoViewIfNeeded();
  await expect(recent.locator('[data-product-id]')).toHaveCount(4);
});

test('a product page shows other products of its category below it, once scrolled to', async ({ page }) => {
  await page.goto('/product-detail/341');
  const title = await page.getByRole('heading', { level: 1 }).innerText();
  const related = page.getByRole('region', { name: 'Related products' });
  await related.scrollIntoViewIfNeeded();
  const carousel = related.getByRole('region', { name: `Products related to ${title}` });
  await expect(carousel.locator('[data-product-id]').first()).toBeVisible();
  expect(await carousel.locator('[data-product-id]').count()).toBeGreaterThan(0);
  expect(await carousel.locator('[data-product-id="341"]').count()).toBe(0);
  expect(await axeViolations(page, { include: 'section[aria-labelledby="related-products"]', tags: WCAG_21_AA_AND_BEST_PRACTICE })).toEqual([]);
});

test('compare shows the compared products side by side, each removable', async ({ page }) => {
  await page.goto('/store');
  // A new shopper's compare list is empty, so two products are compared to see them side by side.
  const cards = page.locator('[data-product-id]');
  await cards.nth(1).waitFor();
  const [first, second] = [cards.nth(0), cards.nth(1)];
  const [firstTitle, title] = await Promise.all([first.locator('h3').innerText(), second.locator('h3').innerText()]);
  const dialog = page.getByRole('dialog', { name: 'Compare products' });
  await first.getByRole('button', { name: 'Add to Compare' }).click();
  await expect(dialog.getByRole('link', { name: firstTitle })).toBeVisible();
  expect(await dialog.getByRole('button', { name: / from compare$/ }).count()).toBe(1);
  await page.keyboard.press('Escape');
  await expect(dialog).toHaveCount(0);
  await second.getByRole('button', { name: 'Add to Compare' }).click();

  await expect(dialog.getByRole('link', { name: firstTitle })).toBeVisible();
  await expect(dialog.getByRole('link', { name: title })).toBeVisible();
  await expect(dialog.getByRole('row', { name: /^Price/ })).toBeVisible();
  const columns = dialog.locator('thead th');
  const before = await columns.count();
  await dialog.getByRole('button', { name: `Remove ${title} from compare` }).click();
  await expect(columns).toHaveCount(before - 1);
  await expect(dialog.getByRole('link', { name: firstTitle })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(second.getByRole('button', { name: 'Add to Compare' })).toBeVisible();
});

test('a product that does not exist shows Product Not Found with Retry', async ({ page }) => {
  await page.goto('/product-detail/99999');
  await expect(page.getByRole('heading', { name: 'Product Not Found' })).toBeVisible();
  await expect(page.getByText("Sorry, we couldn't load the product details. Please try again.")).toBeVisible();
  await page.getByRole('button', { name: 'Retry' }).click();
  await expect(page.getByRole('heading', { name: 'Product Not Found' })).toBeVisible();
});
