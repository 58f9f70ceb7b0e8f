// The cart team's journeys: add from the store → modal → cart page → quantity, license, note → checkout; persistence; wishlist.
import type { Page } from '@playwright/test';
import { expect, test } from './support/fixtures';
import { JOURNEY_SIZES } from './support/viewports';

const DIGITAL_ID = 341;
const amount = (text: string) => Number(text.replace(/[^0-9.]/g, ''));
const row = (page: Page, id: number) => page.locator(`tr[data-cart-line="${id}"]`);

async function productTitle(page: Page, id: number): Promise<string> {
  const response = await page.request.get(`/api/v1/web/products/${id}`);
  return ((await response.json()) as { title: string }).title;
}

/** Adds the digital product from its detail page (the cart modal opens) and returns its title. */
async function addDigitalProduct(page: Page): Promise<string> {
  await page.goto(`/product-detail/${DIGITAL_ID}`);
  await page.getByRole('button', { name: 'ADD TO CART', exact: true }).click();
  await expect(page.getByRole('dialog', { name: 'Your cart' })).toBeVisible();
  return productTitle(page, DIGITAL_ID);
}

/** Saves products from their pages as a shopper does (a new shopper's wishlist starts empty) and returns their titles. */
async function saveToWishlist(page: Page, ids: number[]): Promise<string[]> {
  for (const id of ids) {
    await page.goto(`/product-detail/${id}`);
    // The product's own button, first on the page: the related products' cards below carry the same name once their
    // carousel has loaded, which a slower first render (a page the cache does not have yet) gives it time to do.
    await page.getByRole('button', { name: 'Add to Wishlist', exact: true }).first().click();
    await page.getByRole('dialog', { name: 'Added to wishlist' }).getByRole('button', { name: 'Continue shopping' }).click();
  }
  return Promise.all(ids.map((id) => productTitle(page, id)));
}

for (const [size, viewport] of JOURNEY_SIZES) {
  test.describe(`cart at ${size} size`, () => {
    test.use({ viewport });

    test('add from /store → cart modal → cart page → quantity and license → order note → checkout', async ({ page, url }) => {
      await page.goto('/store');
      const firstCard = page.locator('[data-product-id]').first();
      await firstCard.waitFor();
      const physicalId = Number(await firstCard.getAttribute('data-product-id'));
      const physicalTitle = (await firstCard.locator('h3').innerText()).trim();
      await firstCard.getByRole('button', { name: 'ADD TO CART' }).click();

      const modal = page.getByRole('dialog', { name: 'Your cart' });
      await expect(modal.getByRole('link', { name: physicalTitle })).toBeVisible();
      await modal.getByRole('link', { name: 'View cart' }).click();
      await page.waitForURL(url('/cart'));
      await expect(row(page, physicalId)).toBeVisible();

      const digitalTitle = await addDigitalProduct(page);
      await page.getByRole('dialog', { name: 'Your cart' }).getByRole('link', { name: 'View cart' }).click();
      await page.waitForURL(url('/cart'));
      await expect(row(page, DIGITAL_ID)).toBeVisible();
      await expect(page.locator('tr[data-cart-line]')).toHaveCount(2);

      // Quantity: plus adds 1 and the line total follows.
      const physical = row(page, physicalId);
      const unit = amount(await physical.locator('td[data-label="Price"]').innerText());
      await physical.getByRole('button', { name: 'Increase quantity' }).click();
      await expect(physical.getByRole('textbox', { name: 'Quantity' })).toHaveValue('2');
      await expect.poll(async () => amount(await physical.getByTestId(`line-total-${physicalId}`).innerText())).toBeCloseTo(unit * 2, 2);

      // License: the digital line is Standard ($29.99) and reprices to Premium ($499.99).
      const digital = row(page, DIGITAL_ID);
      const license = digital.getByRole('combobox', { name: `License for ${digitalTitle}` });
      await expect(license).toHaveValue('Standard');
      await expect(digital.getByTestId(`line-total-${DIGITAL_ID}`)).toHaveText('$29.99');
      await license.selectOption('Premium');
      await expect(digital.getByTestId(`line-total-${DIGITAL_ID}`)).toHaveText('$499.99');
      await expect.poll(async () => amount(await page.getByTestId('cart-total').innerText())).toBeCloseTo(unit * 2 + 499.99, 2);

      // Order note in the cart side panel, then on to checkout.
      await page.getByRole('button', { name: 'Add order note' }).click();
      const panel = page.getByRole('dialog', { name: 'Shopping bag' });
      await panel.getByRole('button', { name: 'Add order note' }).click();
      await panel.getByRole('textbox', { name: 'Order note' }).fill('Please gift wrap');
      await panel.getByRole('button', { name: 'Save' }).click();
      await expect(panel.getByText('Please gift wrap')).toBeVisible();
      await expect.poll(() => page.evaluate(() => localStorage.getItem('cartNote'))).toBe('Please gift wrap');
      await panel.getByRole('link', { name: 'Check Out' }).click();
      await page.waitForURL(url('/checkout'));
      await expect(panel).toHaveCount(0);
    });
  });
}

test.describe('cart, more cases', () => {
  test('the cart (with its license) and the wishlist survive a reload; prices follow the stored currency', async ({ page }) => {
    const digitalTitle = await addDigitalProduct(page);
    await page.goto('/cart');
    await row(page, DIGITAL_ID).getByRole('combobox').selectOption('Extended');

    const [first, second, third] = await saveToWishlist(page, [1, 2, 3]);
    await page.goto('/wish-list');
    await expect(page.getByRole('link', { name: first, exact: true })).toBeVisible();
    await page.getByRole('button', { name: `Remove ${second} from wishlist` }).click();
    await page.getByRole('button', { name: `Move ${first} to cart` }).click();
    await expect(page.getByRole('dialog', { name: 'Your cart' }).getByRole('link', { name: first })).toBeVisible();

    await page.reload();
    await expect(page.getByRole('link', { name: third, exact: true })).toBeVisible();
    await expect(page.locator('[data-wishlist-item]')).toHaveCount(1);

    await page.evaluate(() => localStorage.setItem('currency', 'NGN'));
    await page.goto('/cart');
    await expect(page.getByRole('link', { name: digitalTitle })).toBeVisible();
    await expect(page.locator('tr[data-cart-line]')).toHaveCount(2);
    await expect(row(page, DIGITAL_ID).getByRole('combobox')).toHaveValue('Extended');
    await expect(page.getByTestId(`line-total-${DIGITAL_ID}`)).toHaveText('₦149,999.25');
    await expect(page.getByTestId('cart-total')).toHaveText(/^₦/);
  });

  test('a cart stored before prices came in every currency is kept, and repriced in naira in one request', async ({ page }) => {
    const PARCEL_ID = 1;
    const product = (await (await page.request.get(`/api/v1/web/products/${PARCEL_ID}`)).json()) as {
      title: string;
      price: number;
      prices: unknown[];
      amounts: { NGN: { price: number } };
    };
    expect(product.prices).toEqual([]);
    await page.goto('/');
    // The line as the store kept it before amounts existed: a dollar price and nothing in naira.
    const storedLine = {
      id: PARCEL_ID,
      title: product.title,
      image_url: '',
      price: product.price,
      oldPrice: null,
      prices: [],
      quantity: 2,
      selectedLicense: '',
    };
    await page.evaluate((line) => {
      localStorage.setItem('cart', JSON.stringify([line]));
      localStorage.setItem('currency', 'NGN');
    }, storedLine);
    const asked: string[] = [];
    page.on('request', (request) => {
      const url = new URL(request.url());
      if (url.pathname === '/api/v1/web/products') asked.push(url.search);
    });

    await page.goto('/cart');
    await expect(page.getByRole('link', { name: product.title })).toBeVisible();
    const lineTotal = page.getByTestId(`line-total-${PARCEL_ID}`);
    await expect(lineTotal).toHaveText(/^₦/);
    expect(amount(await lineTotal.innerText())).toBe(2 * product.amounts.NGN.price);
    await expect(page.getByTestId('cart-total')).toHaveText(await lineTotal.innerText());
    expect(asked).toEqual([`?ids=${PARCEL_ID}`]);
    const stored = await page.evaluate(() => JSON.parse(localStorage.getItem('cart')!) as { quantity: number; amounts?: unknown }[]);
    expect(stored).toMatchObject([{ quantity: 2, amounts: { NGN: product.amounts.NGN } }]);

    // Repriced once: the next page asks for nothing.
    await page.reload();
    await expect(lineTotal).toHaveText(/^₦/);
    expect(asked).toHaveLength(1);
  });

  test('the wishlist page shows the empty message with a link to /shop-default-grid once every item is removed', async ({ page }) => {
    const titles = await saveToWishlist(page, [1, 2]);
    await page.goto('/wish-list');
    for (const title of titles) {
      await page.getByRole('button', { name: `Remove ${title} from wishlist` }).click();
    }
    await expect(page.getByText('Your wishlist is empty. Start adding your favorite products to save them for later!')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Explore products' })).toHaveAttribute('href', '/shop-default-grid');
  });
});

test('ADD TO CART answers with the cart dialog, and no frame of it shows the cart as it was before the press (decision 0044)', async ({ page }) => {
  await page.goto('/store');
  const card = page.locator('[data-product-id]').first();
  const title = (await card.locator('h3').innerText()).trim();
  await expect(page.locator('html')).toHaveAttribute('data-page-ready', 'true');
  // What each frame shows of the cart dialog, recorded just before it is painted.
  await page.evaluate(() => {
    const frames: string[] = [];
    (window as unknown as { __cartFrames: string[] }).__cartFrames = frames;
    const record = () => {
      const dialog = document.querySelector('[role="dialog"][aria-labelledby]');
      if (dialog) frames.push(`${dialog.querySelectorAll('li').length} ${dialog.textContent}`);
      requestAnimationFrame(record);
    };
    requestAnimationFrame(record);
  });
  await card.getByRole('button', { name: 'ADD TO CART', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Your cart' });
  await expect(dialog.getByRole('link', { name: title })).toBeVisible();
  await expect(page.getByRole('banner').getByRole('button', { name: 'Cart, 1 item' })).toBeVisible();
  await expect(card.getByRole('button', { name: 'Already Added' })).toBeDisabled();
  const frames = await page.evaluate(() => (window as unknown as { __cartFrames: string[] }).__cartFrames);
  expect(frames.length).toBeGreaterThan(0);
  for (const frame of frames) expect(frame).toContain(title);
});
