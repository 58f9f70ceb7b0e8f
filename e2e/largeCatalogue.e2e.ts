// The shopper's journeys over a catalogue of 100,000 products: filter, sort and page with the URL kept; a
// search with a typo; a product page; a cart of 20 lines priced in NGN; the wishlist and compare. The store is this
// checkout's build on a generated catalogue (support/largeStore.ts), started once for the file, also when E2E_BASE_URL
// names the store the other journeys visit.
import type { Page } from '@playwright/test';
import type { CatalogPage, Product } from '@storefront/shared/schemas';
import { expect, test } from './support/fixtures';
import { LARGE_CATALOGUE_PRODUCTS, startLargeStore, type LargeStore } from './support/largeStore';

test.describe.configure({ mode: 'serial' });

let large: LargeStore;
test.beforeAll(async () => {
  // Generating 100,000 products and starting a store on them: a minute or two on a busy machine.
  test.setTimeout(600_000);
  large = await startLargeStore();
});
test.afterAll(async () => {
  await large?.stop();
});

const at = (path: string) => `${large.baseUrl}${path}`;
const api = async <T>(path: string): Promise<T> => (await fetch(at(`/api/v1/web/${path}`))).json() as Promise<T>;
const cards = (page: Page) => page.locator('[data-product-id]');
const foundCount = async (page: Page) => Number((await page.getByText(/^[\d,]+ Products Found$/).innerText()).split(' ')[0].replace(/,/g, ''));
const settledResults = (page: Page) => expect(page.getByRole('region', { name: 'Products' })).toHaveAttribute('aria-busy', 'false');
const cardIds = async (page: Page) => (await cards(page).evaluateAll((nodes) => nodes.map((node) => node.getAttribute('data-product-id')))).map(Number);
/** "₦22,499.25" → 22499.25 */
const amount = (text: string) => Number(text.replace(/[^\d.]/g, ''));

test('the store of 100,000 products: filter, sort and page keep their state in the URL and list what the server answers', async ({ page }) => {
  await page.goto(at('/store'));
  await settledResults(page);
  expect(await foundCount(page)).toBeGreaterThan(LARGE_CATALOGUE_PRODUCTS / 2);
  await expect(cards(page)).toHaveCount(8);

  await page.getByRole('button', { name: 'Fashion', exact: true }).click();
  await page.waitForURL(/category=Fashion/);
  await page.getByRole('button', { name: /^Red, [\d,]+ products?$/ }).click();
  await page.waitForURL(/color=Red/);
  await page.getByRole('combobox', { name: 'Sort products' }).selectOption('Price Ascending');
  await page.waitForURL(/sort=Price/);
  await settledResults(page);
  await page.getByRole('button', { name: 'Page 3' }).click();
  await page.waitForURL(/page=3/);
  await expect(page.getByRole('button', { name: 'Page 3' })).toHaveAttribute('aria-current', 'page');
  await settledResults(page);

  // What the page shows is the server's answer to the URL's question, and survives a reload.
  const answer = await api<CatalogPage>('catalog?category=Fashion&color=Red&sort=Price+Ascending&page=3&pageSize=8&currency=USD');
  expect(await foundCount(page)).toBe(answer.total);
  expect(await cardIds(page)).toEqual(answer.products.map((product) => product.id));
  const prices = answer.products.map((product) => product.amounts.USD.price);
  expect(prices).toEqual([...prices].sort((a, b) => a - b));
  const shown = new URL(page.url()).searchParams;
  expect([shown.get('category'), shown.get('color'), shown.get('sort'), shown.get('page')]).toEqual(['Fashion', 'Red', 'Price Ascending', '3']);
  await page.reload();
  await settledResults(page);
  expect(await cardIds(page)).toEqual(answer.products.map((product) => product.id));
  await expect(page.getByRole('button', { name: 'Remove filter Color: Red' })).toBeVisible();
});

test('a search with a typo finds the product, in the panel as the shopper types and on the search page', async ({ page }) => {
  await page.goto(at('/'));
  await page.getByRole('banner').getByRole('button', { name: 'Search', exact: true }).click();
  const panel = page.getByRole('dialog', { name: 'Search' });
  await panel.getByRole('searchbox', { name: 'Search products' }).fill('hodie');
  await expect(panel.getByText(/^[\d,]+ results? for “hodie”$/)).toBeVisible();
  await expect(panel.locator('[data-product-id] h3').first()).toContainText(/hoodie/i);

  await page.goto(at('/search-result?q=headphnes'));
  const results = page.locator('main').getByRole('region', { name: 'Search results' }).locator('[data-product-id] h3');
  await expect(results.first()).toContainText(/headphones/i);
});

test('a product page of the generated catalogue shows it and adds it to the cart', async ({ page }) => {
  const [product] = await api<Product[]>('products?ids=87654');
  await page.goto(at('/product-detail/87654'));
  await expect(page.getByRole('heading', { level: 1, name: product.title })).toBeVisible();
  const add = page.getByRole('button', { name: 'ADD TO CART', exact: true });
  if (product.sizes?.length) await page.getByRole('radio', { name: product.sizes[0] }).first().check();
  await add.click();
  await expect(page.getByRole('dialog', { name: 'Your cart' })).toBeVisible();
  await expect(page.getByTestId('cart-count')).toHaveText('1');
});

test("a cart of 20 lines priced in NGN: every line and the total are the server's naira amounts", async ({ page }) => {
  await page.goto(at('/store?category=Books'));
  await page.getByRole('combobox', { name: 'Currency' }).selectOption('NGN');
  await settledResults(page);
  const added: number[] = [];
  for (let pageNumber = 1; added.length < 20; pageNumber += 1) {
    if (pageNumber > 1) {
      await page.getByRole('button', { name: `Page ${pageNumber}` }).click();
      await expect(page.getByRole('button', { name: `Page ${pageNumber}` })).toHaveAttribute('aria-current', 'page');
      await settledResults(page);
    }
    for (const id of await cardIds(page)) {
      if (added.length === 20) break;
      await page.locator(`[data-product-id="${id}"]`).getByRole('button', { name: 'ADD TO CART', exact: true }).click();
      await expect(page.getByRole('dialog', { name: 'Your cart' })).toBeVisible();
      await page.keyboard.press('Escape');
      added.push(id);
    }
  }
  await expect(page.getByTestId('cart-count')).toHaveText('20');

  await page.goto(at('/cart'));
  await expect(page.locator('tr[data-cart-line]')).toHaveCount(20);
  const products = await api<Product[]>(`products?ids=${added.join(',')}`);
  for (const product of products) {
    await expect(page.getByTestId(`line-total-${product.id}`)).toHaveText(/^₦/);
    expect(amount(await page.getByTestId(`line-total-${product.id}`).innerText())).toBeCloseTo(product.amounts.NGN.price, 2);
  }
  const expected = products.reduce((sum, product) => sum + product.amounts.NGN.price, 0);
  expect(amount(await page.getByTestId('cart-total').innerText())).toBeCloseTo(expected, 2);
});

test('the wishlist and the compare list of products far into the catalogue', async ({ page }) => {
  await page.goto(at('/store?sort=Title+Descending&page=4000'));
  await settledResults(page);
  const ids = (await cardIds(page)).slice(0, 2);
  const titles = await Promise.all(ids.map((id) => page.locator(`[data-product-id="${id}"] h3`).innerText()));
  const compare = page.getByRole('dialog', { name: 'Compare products' });
  for (const [index, id] of ids.entries()) {
    const card = page.locator(`[data-product-id="${id}"]`);
    await card.getByRole('button', { name: 'Add to Wishlist' }).click();
    await page.getByRole('dialog', { name: 'Added to wishlist' }).getByRole('button', { name: 'Continue shopping' }).click();
    await card.getByRole('button', { name: 'Add to Compare' }).click();
    await expect(compare).toBeVisible();
    if (index === ids.length - 1) break;
    await page.keyboard.press('Escape');
    await expect(compare).toHaveCount(0);
  }
  // The compare list, read by id: both products side by side.
  for (const title of titles) await expect(compare.getByRole('link', { name: title })).toBeVisible();
  await expect(compare.getByRole('button', { name: / from compare$/ })).toHaveCount(2);
  await page.keyboard.press('Escape');

  await page.goto(at('/wish-list'));
  await expect(page.locator('[data-wishlist-item]')).toHaveCount(2);
  expect(await page.locator('[data-wishlist-item]').evaluateAll((items) => items.map((item) => Number(item.getAttribute('data-wishlist-item'))))).toEqual(ids);
});
