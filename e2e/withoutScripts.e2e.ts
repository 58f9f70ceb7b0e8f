// A shopper whose browser runs no script at all (decision 0061): the server-rendered controls are real forms and
// links, so the store can still be browsed, filtered, sorted, paged and searched, a product added from its card and
// from its page with a tier chosen, the wishlist and the currency changed, the cart's quantities and tier edited, and the
// checkout form filled (a wrong field first: the spec's message, what was typed kept) and sent on to the payment page,
// and a saved product moved from the wishlist page to the cart; and a featured product added from home.
import type { Browser, BrowserContext, Page } from '@playwright/test';
import { expect, test } from './support/fixtures';
import { DESKTOP, PHONE } from './support/viewports';

const DIGITAL_ID = 341;

async function withoutScripts(
  browser: Browser,
  baseURL: string,
  viewport: { width: number; height: number } = DESKTOP,
): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({ javaScriptEnabled: false, baseURL, viewport });
  return { context, page: await context.newPage() };
}

const found = (page: Page) => page.getByText(/^\d+ Products Found$/);
const cards = (page: Page) => page.locator('[data-product-id]');

test('with every script blocked, a shopper browses, filters, searches, adds, changes the currency, edits the cart and checks out', async ({
  browser,
  baseURL,
}) => {
  const { context, page } = await withoutScripts(browser, baseURL!);
  try {
    // Browse: the store with its products, and a category, a sort and the next page, each a URL of the scripted store.
    await page.goto('/store');
    await expect(found(page)).toBeVisible();
    await expect(cards(page).first()).toBeVisible();
    const category = page.getByRole('region', { name: 'Product Categories' }).getByRole('button').nth(1);
    const categoryName = (await category.innerText()).trim();
    await category.click();
    await expect(page).toHaveURL(new RegExp(`[?&]category=${encodeURIComponent(categoryName).replace(/%20/g, '(\\+|%20)')}`));
    await expect(page.getByRole('region', { name: 'Product Categories' }).getByRole('button', { name: categoryName })).toHaveAttribute('aria-pressed', 'true');
    await page.getByRole('button', { name: 'All Categories' }).click();
    await page.getByLabel('Sort products').selectOption('Title Ascending');
    await page.getByRole('button', { name: 'Sort', exact: true }).click();
    await expect(page).toHaveURL(/[?&]sort=Title(\+|%20)Ascending/);
    const firstTitles = await cards(page).locator('h3').allInnerTexts();
    expect([...firstTitles].sort((a, b) => a.localeCompare(b))).toEqual(firstTitles);
    await page.getByRole('button', { name: 'Next page' }).click();
    await expect(page).toHaveURL(/[?&]page=2/);
    await expect(page.getByRole('button', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page');

    // Filter by a colour, and take it off again with its tag.
    await page.getByRole('group', { name: 'Color' }).getByRole('button').first().click();
    await expect(page).toHaveURL(/[?&]color=/);
    await page.getByRole('button', { name: /^Remove filter Color:/ }).click();
    await expect(page).not.toHaveURL(/[?&]color=/);

    // Search from the search page's box.
    await page.goto('/search-result');
    await page.getByRole('searchbox', { name: 'Search products' }).fill('pack');
    await page.getByRole('search').getByRole('button', { name: 'Search' }).click();
    await expect(page).toHaveURL(/\/search-result\?q=pack/);
    await expect(page.locator('[data-product-id]').first()).toBeVisible();

    // Add from a card: the server adds it and shows the store again.
    await page.goto('/store');
    const card = cards(page).first();
    const cardId = Number(await card.getAttribute('data-product-id'));
    await card.getByRole('button', { name: 'ADD TO CART' }).click();
    await expect(page).toHaveURL(/\/store$/);
    await expect(page.locator(`[data-product-id="${cardId}"]`).getByRole('button', { name: 'Already Added' })).toBeVisible();
    await expect(page.getByTestId('cart-count').first()).toHaveText('1');

    // The wishlist from the same card.
    await page.locator(`[data-product-id="${cardId}"]`).getByRole('button', { name: 'Add to Wishlist' }).click();
    await expect(page.locator(`[data-product-id="${cardId}"]`).getByRole('button', { name: 'Remove from Wishlist' })).toBeVisible();
    await expect(page.getByTestId('wishlist-count').first()).toHaveText('1');

    // A product page with its tier chosen.
    await page.goto(`/product-detail/${DIGITAL_ID}`);
    await page.getByRole('radio', { name: /^Extended/ }).check();
    await page.getByRole('button', { name: 'ADD TO CART', exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`/product-detail/${DIGITAL_ID}$`));
    await expect(page.getByRole('button', { name: 'Already Added' }).first()).toBeVisible();

    // The currency: the prices are in naira from then on.
    await page.getByLabel('Currency').selectOption('NGN');
    await page.getByRole('button', { name: 'Change', exact: true }).click();
    await expect(page.getByTestId('detail-price')).toContainText('₦');

    // The cart, from the header's cart button: both lines, in naira; one more of the tiered one, then the card's line removed.
    await page.getByRole('banner').getByRole('button', { name: /^Cart/ }).click();
    await expect(page).toHaveURL(/\/cart\??$/);
    await expect(page.locator('tr[data-cart-line]')).toHaveCount(2);
    const digital = page.locator(`tr[data-cart-line="${DIGITAL_ID}"]`);
    await expect(digital).toContainText('Extended');
    await expect(digital).toContainText('₦');
    await digital.getByRole('button', { name: 'Increase quantity' }).click();
    await expect(page.locator(`tr[data-cart-line="${DIGITAL_ID}"]`).getByRole('textbox', { name: 'Quantity' })).toHaveValue('2');
    await page
      .locator(`tr[data-cart-line="${cardId}"]`)
      .getByRole('button', { name: /^Remove / })
      .click();
    await expect(page.locator('tr[data-cart-line]')).toHaveCount(1);

    // The tier of the line, with the select's Change button.
    await page
      .locator(`tr[data-cart-line="${DIGITAL_ID}"]`)
      .getByLabel(/^License for /)
      .selectOption('Premium');
    await page
      .locator(`tr[data-cart-line="${DIGITAL_ID}"]`)
      .getByRole('button', { name: /^Change license for / })
      .click();
    await expect(page).toHaveURL(/\/cart\??$/);
    await expect(page.locator(`tr[data-cart-line="${DIGITAL_ID}"]`).getByLabel(/^License for /)).toHaveValue('Premium');

    // Checkout: a wrong e-mail first. The server answers with the checkout again, the spec's messages and what was typed.
    await page.getByRole('link', { name: 'Process To Checkout' }).click();
    await expect(page).toHaveURL(/\/checkout$/);
    await page.getByLabel('First Name').fill('Ada');
    await page.getByLabel('Last Name').fill('Lovelace');
    await page.getByLabel('Email').fill('ada@example');
    await page.getByLabel('Phone').fill('+1 202 555 0100');
    await page.getByLabel('Order Notes').fill('No gift wrap');
    await page.getByRole('radio', { name: 'Paystack' }).check();
    await page.getByRole('button', { name: 'Place Order' }).click();
    await expect(page).toHaveURL(/\/checkout$/);
    await expect(page.getByRole('alert').getByText('Please fill in all required fields correctly.')).toBeVisible();
    await expect(page.getByText('Email is invalid')).toBeVisible();
    await expect(page.getByLabel('Email')).toHaveAttribute('aria-invalid', 'true');
    await expect(page.getByLabel('Email')).toHaveValue('ada@example');
    await expect(page.getByLabel('First Name')).toHaveValue('Ada');
    await expect(page.getByLabel('Phone')).toHaveValue('+1 202 555 0100');
    await expect(page.getByLabel('Order Notes')).toHaveValue('No gift wrap');
    await expect(page.getByRole('radio', { name: 'Paystack' })).toBeChecked();

    // Corrected, the order is placed and the browser goes on to the payment page, in the cart's currency.
    await page.getByLabel('Email').fill('ada@example.com');
    await page.getByRole('button', { name: 'Place Order' }).click();
    await page.waitForURL(/\/sandbox\/checkout\//);
    await expect(page.getByRole('heading', { name: 'Sandbox payment' })).toBeVisible();
    await expect(page.getByText('NGN', { exact: true })).toBeVisible();

    // The wishlist page: the card's product, moved to the cart from there.
    await page.goto('/wish-list');
    const saved = page.locator(`[data-wishlist-item="${cardId}"]`);
    await expect(saved).toBeVisible();
    await saved.getByRole('button', { name: /^Move .* to cart$/ }).click();
    await expect(page).toHaveURL(/\/wish-list$/);
    await expect(page.getByText('Your wishlist is empty.', { exact: false })).toBeVisible();
    await expect(page.getByTestId('cart-count').first()).toHaveText('2');
  } finally {
    await context.close();
  }
});

test('with every script blocked, a shopper adds a featured product from home and finds it in the cart', async ({ browser, baseURL }) => {
  const { context, page } = await withoutScripts(browser, baseURL!);
  try {
    // Home's featured row is server-rendered: its first view's cards, each with ADD TO CART as a form.
    await page.goto('/');
    const featured = page.getByRole('region', { name: 'Featured products' });
    const card = featured
      .locator('[data-product-id]')
      .filter({ has: page.getByRole('button', { name: 'ADD TO CART', exact: true }) })
      .first();
    await expect(card).toBeVisible();
    const id = await card.getAttribute('data-product-id');
    const title = (await card.getByRole('heading', { level: 3 }).innerText()).trim();
    await card.getByRole('button', { name: 'ADD TO CART', exact: true }).click();
    // The server adds it and shows home again, the card saying so.
    await expect(page).toHaveURL(/\/$/);
    await expect(featured.locator(`[data-product-id="${id}"]`).getByRole('button', { name: 'Already Added' })).toBeVisible();
    await expect(page.getByTestId('cart-count').first()).toHaveText('1');

    await page.goto('/cart');
    await expect(page.locator('tr[data-cart-line]')).toHaveCount(1);
    await expect(page.locator(`tr[data-cart-line="${id}"]`)).toContainText(title);
  } finally {
    await context.close();
  }
});

test("with every script blocked, a phone's Filter button opens the filters, and a choice there filters the store", async ({ browser, baseURL }) => {
  const { context, page } = await withoutScripts(browser, baseURL!, PHONE);
  try {
    await page.goto('/store');
    await expect(found(page)).toBeVisible();
    // The sidebar is hidden at this width; the drawer is too until the button opens it (a popover, no script).
    const drawer = page.locator('#store-filters');
    await expect(drawer).toBeHidden();
    await page.getByRole('button', { name: 'Filter', exact: true }).click();
    await expect(drawer).toBeVisible();
    const box = (await drawer.boundingBox())!;
    expect(box.x + box.width).toBeLessThanOrEqual(PHONE.width + 1);
    await drawer.getByRole('button', { name: 'Close filters' }).click();
    await expect(drawer).toBeHidden();

    await page.getByRole('button', { name: 'Filter', exact: true }).click();
    await drawer.getByRole('group', { name: 'Color' }).getByRole('button').first().click();
    await expect(page).toHaveURL(/[?&]color=/);
    await expect(found(page)).toBeVisible();
    await expect(page.getByRole('button', { name: /^Remove filter Color:/ })).toBeVisible();
  } finally {
    await context.close();
  }
});
