// The catalogue journeys: browse → filter → sort → page → detail → license → add; search; compare; a missing product.
import type { Page } from 'playwright-core';
import { useJourneySession } from './support/jest/browser';
import { eventually } from './support/jest/eventually';

const session = useJourneySession();

const cardTitles = (page: Page) => page.locator('[data-product-id] h3').allInnerTexts();
const foundCount = async (page: Page) => Number((await page.getByText(/^\d+ Products Found$/).innerText()).split(' ')[0]);
const query = (page: Page) => new URL(page.url()).searchParams;

test('browse the store: filter, sort and page live in the URL; then a licensed product is added with its license', async () => {
  const { page, url } = session;
  await page.goto(url('/store'));
  await page.locator('[data-product-id]').first().waitFor();
  await eventually(() => page.locator('[data-product-id]').count()).toBe(8);
  const everything = await foundCount(page);

  await page.getByRole('button', { name: 'Fashion', exact: true }).click();
  await page.waitForURL(/category=Fashion/);
  // The URL changes first; React Router renders the new state in a transition just after.
  await eventually(() => foundCount(page)).toBeLessThan(everything);
  const fashion = await foundCount(page);
  expect(fashion).toBeGreaterThan(16);

  await page.getByRole('combobox', { name: 'Sort products' }).selectOption('Title Descending');
  await page.waitForURL(/sort=Title/);
  const byTitleDescending = (titles: string[]) => [...titles].sort((a, b) => b.localeCompare(a, undefined, { sensitivity: 'base', numeric: true }));
  await eventually(async () => {
    const titles = await cardTitles(page);
    return titles.join('|') === byTitleDescending(titles).join('|');
  }).toBe(true);
  const firstPage = await cardTitles(page);

  await page.getByRole('button', { name: 'Page 2' }).click();
  await page.waitForURL(/page=2/);
  // The URL changes first; React Router renders the new page in a transition just after, so wait for it.
  await page.getByRole('button', { name: 'Page 2' }).and(page.locator('[aria-current="page"]')).waitFor();
  const secondPage = await cardTitles(page);
  expect(secondPage[0].localeCompare(firstPage[firstPage.length - 1], undefined, { sensitivity: 'base', numeric: true })).toBeLessThanOrEqual(0);

  await page.getByRole('button', { name: 'M', exact: true }).click();
  await page.getByRole('button', { name: 'Remove filter Size: M' }).waitFor();
  expect(query(page).get('size')).toBe('M');
  expect(query(page).get('page')).toBeNull();
  expect(await foundCount(page)).toBeLessThan(fashion);

  await page.goBack();
  await page.getByRole('button', { name: 'Remove filter Size: M' }).waitFor({ state: 'detached' });
  expect(query(page).get('page')).toBe('2');
  await page.reload();
  await page.locator('nav[aria-label="Pagination"] button[aria-label="Page 2"][aria-current="page"]').waitFor();
  expect(await foundCount(page)).toBe(fashion);

  await page.getByRole('button', { name: 'Digital Audio', exact: true }).click();
  await page.waitForURL(/category=Digital\+Audio/);
  // The pressed category and the cards render together, after the URL: read the cards once the button is pressed.
  await page.getByRole('button', { name: 'Digital Audio', exact: true, pressed: true }).waitFor();
  const firstAudio = page.locator('[data-product-id]').first();
  const title = await firstAudio.locator('h3').innerText();
  await firstAudio.getByRole('link', { name: title }).click();

  await page.getByRole('heading', { level: 1, name: title }).waitFor();
  await eventually(() => page.getByRole('radio', { name: /^Standard/ }).isChecked()).toBe(true);
  await eventually(() => page.getByTestId('detail-price').innerText()).toContain('$29.99');
  await page.getByRole('radio', { name: /^Premium/ }).check();
  await eventually(() => page.getByTestId('detail-price').innerText()).toContain('$499.99');
  await page.getByRole('button', { name: 'Increase quantity' }).click();
  await page.getByRole('button', { name: 'ADD TO CART', exact: true }).click();

  const modal = page.getByRole('dialog', { name: 'Your cart' });
  await modal.waitFor();
  await eventually(() => modal.getByRole('combobox', { name: /^License for / }).inputValue()).toBe('Premium');
  await eventually(() => modal.getByRole('textbox', { name: 'Quantity' }).inputValue()).toBe('2');
  await eventually(() => modal.getByLabel(/^Total for /).innerText()).toBe('$999.98');
  await eventually(() => page.getByTestId('cart-count').innerText()).toBe('1');
  await page.keyboard.press('Escape');
  await eventually(() => page.getByRole('button', { name: 'Already Added' }).first().isDisabled()).toBe(true);
});

test('search from the store panel and on the search page finds matching products', async () => {
  const { page, url } = session;
  await page.goto(url('/store'));
  await page.locator('[data-product-id]').first().waitFor();
  await page.getByRole('banner').getByRole('button', { name: 'Search', exact: true }).click();
  const panel = page.getByRole('dialog', { name: 'Search' });
  await panel.waitFor();
  await eventually(() => panel.locator('[data-product-id]').count()).toBe(8);
  await panel.getByRole('button', { name: 'Load more' }).click();
  await panel.locator('[data-product-id]').nth(11).waitFor();

  await panel.getByRole('searchbox', { name: 'Search products' }).fill('audio');
  await panel.getByRole('button', { name: 'Search', exact: true }).click();
  const found = Number((await panel.getByText(/^\d+ results for “audio”$/).innerText()).split(' ')[0]);
  expect(found).toBeGreaterThan(8);
  await eventually(() => panel.locator('[data-product-id]').count()).toBe(8);
  await eventually(() => panel.locator('[data-product-id]').first().innerText()).toMatch(/audio/i);

  await panel.getByRole('link', { name: `View all ${found} results` }).click();
  await page.waitForURL(/\/search-result\?q=audio/);
  await page.getByText(`${found} results for “audio”`).waitFor();
  await eventually(() => page.locator('main [data-product-id]').count()).toBeGreaterThanOrEqual(found);

  await page.getByRole('searchbox', { name: 'Search products' }).fill('zzzz-nothing');
  await page.getByRole('searchbox', { name: 'Search products' }).press('Enter');
  await page.getByText('No products match “zzzz-nothing”. Try another word or browse the store.').waitFor();
  await page.getByRole('link', { name: 'Fashion' }).waitFor();
  await page.getByRole('region', { name: 'Product Recent' }).scrollIntoViewIfNeeded();
  await page.getByRole('region', { name: 'Product Recent' }).locator('[data-product-id]').first().waitFor();
});

test('compare shows the compared products side by side, each removable', async () => {
  const { page, url } = session;
  await page.goto(url('/store'));
  // A new shopper's compare list is empty (issue 22 §8), so two products are compared to see them side by side.
  const cards = page.locator('[data-product-id]');
  await cards.nth(1).waitFor();
  const [first, second] = [cards.nth(0), cards.nth(1)];
  const [firstTitle, title] = await Promise.all([first.locator('h3').innerText(), second.locator('h3').innerText()]);
  const dialog = page.getByRole('dialog', { name: 'Compare products' });
  await first.getByRole('button', { name: 'Add to Compare' }).click();
  await dialog.getByRole('link', { name: firstTitle }).waitFor();
  expect(await dialog.getByRole('button', { name: / from compare$/ }).count()).toBe(1);
  await page.keyboard.press('Escape');
  await dialog.waitFor({ state: 'detached' });
  await second.getByRole('button', { name: 'Add to Compare' }).click();

  await dialog.getByRole('link', { name: firstTitle }).waitFor();
  await dialog.getByRole('link', { name: title }).waitFor();
  await dialog.getByRole('row', { name: /^Price/ }).waitFor();
  const columns = dialog.locator('thead th');
  const before = await columns.count();
  await dialog.getByRole('button', { name: `Remove ${title} from compare` }).click();
  await eventually(() => columns.count()).toBe(before - 1);
  await dialog.getByRole('link', { name: firstTitle }).waitFor();
  await page.keyboard.press('Escape');
  await second.getByRole('button', { name: 'Add to Compare' }).waitFor();
});

test('a product that does not exist shows Product Not Found with Retry', async () => {
  const { page, url } = session;
  await page.goto(url('/product-detail/99999'));
  await page.getByRole('heading', { name: 'Product Not Found' }).waitFor();
  await page.getByText("Sorry, we couldn't load the product details. Please try again.").waitFor();
  await page.getByRole('button', { name: 'Retry' }).click();
  await page.getByRole('heading', { name: 'Product Not Found' }).waitFor();
});
