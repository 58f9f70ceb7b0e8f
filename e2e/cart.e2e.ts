// The cart team's journeys: add from the store → modal → cart page → quantity, license, note → checkout; persistence; wishlist.
import type { Page } from 'playwright-core';
import { useJourneySession, type Session } from './support/jest/browser';
import { DESKTOP, JOURNEY_SIZES } from './support/viewports';
import { eventually } from './support/jest/eventually';

/** The journeys at both sizes use their own session; the rest run at the desktop size only. */
let session: Session;

const DIGITAL_ID = 341;
const amount = (text: string) => Number(text.replace(/[^0-9.]/g, ''));
const row = (page: Page, id: number) => page.locator(`tr[data-cart-line="${id}"]`);

async function productTitle(id: number): Promise<string> {
  const response = await session.page.request.get(session.url(`/api/v1/web/products/${id}`));
  return ((await response.json()) as { title: string }).title;
}

/** Adds the digital product from its detail page (the cart modal opens) and returns its title. */
async function addDigitalProduct(page: Page): Promise<string> {
  await page.goto(session.url(`/product-detail/${DIGITAL_ID}`));
  await page.getByRole('button', { name: 'ADD TO CART', exact: true }).click();
  await page.getByRole('dialog', { name: 'Your cart' }).waitFor();
  return productTitle(DIGITAL_ID);
}

/** Saves products from their pages as a shopper does (a new shopper's wishlist starts empty) and returns their titles. */
async function saveToWishlist(page: Page, ids: number[]): Promise<string[]> {
  for (const id of ids) {
    await page.goto(session.url(`/product-detail/${id}`));
    await page.getByRole('button', { name: 'Add to Wishlist', exact: true }).click();
    await page.getByRole('dialog', { name: 'Added to wishlist' }).getByRole('button', { name: 'Continue shopping' }).click();
  }
  return Promise.all(ids.map(productTitle));
}

describe.each(JOURNEY_SIZES)('cart at %s size', (_size, viewport) => {
  const sized = useJourneySession(viewport);
  beforeEach(() => {
    session = sized;
  });

  test('add from /store → cart modal → cart page → quantity and license → order note → checkout', async () => {
    const { page, url } = session;
    await page.goto(url('/store'));
    const firstCard = page.locator('[data-product-id]').first();
    await firstCard.waitFor();
    const physicalId = Number(await firstCard.getAttribute('data-product-id'));
    const physicalTitle = (await firstCard.locator('h3').innerText()).trim();
    await firstCard.getByRole('button', { name: 'ADD TO CART' }).click();

    const modal = page.getByRole('dialog', { name: 'Your cart' });
    await modal.getByRole('link', { name: physicalTitle }).waitFor();
    await modal.getByRole('link', { name: 'View cart' }).click();
    await page.waitForURL(url('/cart'));
    await row(page, physicalId).waitFor();

    const digitalTitle = await addDigitalProduct(page);
    await page.getByRole('dialog', { name: 'Your cart' }).getByRole('link', { name: 'View cart' }).click();
    await page.waitForURL(url('/cart'));
    await row(page, DIGITAL_ID).waitFor();
    await eventually(() => page.locator('tr[data-cart-line]').count()).toBe(2);

    // Quantity: plus adds 1 and the line total follows.
    const physical = row(page, physicalId);
    const unit = amount(await physical.locator('td[data-label="Price"]').innerText());
    await physical.getByRole('button', { name: 'Increase quantity' }).click();
    await eventually(() => physical.getByRole('textbox', { name: 'Quantity' }).inputValue()).toBe('2');
    await eventually(() => physical.getByTestId(`line-total-${physicalId}`).innerText().then(amount)).toBeCloseTo(unit * 2, 2);

    // License: the digital line is Standard ($29.99) and reprices to Premium ($499.99).
    const digital = row(page, DIGITAL_ID);
    const license = digital.getByRole('combobox', { name: `License for ${digitalTitle}` });
    await eventually(() => license.inputValue()).toBe('Standard');
    await eventually(() => digital.getByTestId(`line-total-${DIGITAL_ID}`).innerText()).toBe('$29.99');
    await license.selectOption('Premium');
    await eventually(() => digital.getByTestId(`line-total-${DIGITAL_ID}`).innerText()).toBe('$499.99');
    await eventually(() => page.getByTestId('cart-total').innerText().then(amount)).toBeCloseTo(unit * 2 + 499.99, 2);

    // Order note in the cart side panel, then on to checkout.
    await page.getByRole('button', { name: 'Add order note' }).click();
    const panel = page.getByRole('dialog', { name: 'Shopping bag' });
    await panel.getByRole('button', { name: 'Add order note' }).click();
    await panel.getByRole('textbox', { name: 'Order note' }).fill('Please gift wrap');
    await panel.getByRole('button', { name: 'Save' }).click();
    await panel.getByText('Please gift wrap').waitFor();
    await eventually(() => page.evaluate(() => localStorage.getItem('cartNote'))).toBe('Please gift wrap');
    await panel.getByRole('link', { name: 'Check Out' }).click();
    await page.waitForURL(url('/checkout'));
    await panel.waitFor({ state: 'detached' });
  });
});

describe('cart, more cases', () => {
  const desktop = useJourneySession(DESKTOP);
  beforeEach(() => {
    session = desktop;
  });

  test('the cart (with its license) and the wishlist survive a reload; prices follow the stored currency', async () => {
    const { page, url } = session;
    const digitalTitle = await addDigitalProduct(page);
    await page.goto(url('/cart'));
    await row(page, DIGITAL_ID).getByRole('combobox').selectOption('Extended');

    const [first, second, third] = await saveToWishlist(page, [1, 2, 3]);
    await page.goto(url('/wish-list'));
    await page.getByRole('link', { name: first, exact: true }).waitFor();
    await page.getByRole('button', { name: `Remove ${second} from wishlist` }).click();
    await page.getByRole('button', { name: `Move ${first} to cart` }).click();
    await page.getByRole('dialog', { name: 'Your cart' }).getByRole('link', { name: first }).waitFor();

    await page.reload();
    await page.getByRole('link', { name: third, exact: true }).waitFor();
    await eventually(() => page.locator('[data-wishlist-item]').count()).toBe(1);

    await page.evaluate(() => localStorage.setItem('currency', 'NGN'));
    await page.goto(url('/cart'));
    await page.getByRole('link', { name: digitalTitle }).waitFor();
    await eventually(() => page.locator('tr[data-cart-line]').count()).toBe(2);
    await eventually(() => row(page, DIGITAL_ID).getByRole('combobox').inputValue()).toBe('Extended');
    await eventually(() => page.getByTestId(`line-total-${DIGITAL_ID}`).innerText()).toBe('₦149,999.25');
    await eventually(() => page.getByTestId('cart-total').innerText()).toMatch(/^₦/);
  });

  test('the wishlist page shows the empty message with a link to /shop-default-grid once every item is removed', async () => {
    const { page, url } = session;
    const titles = await saveToWishlist(page, [1, 2]);
    await page.goto(url('/wish-list'));
    for (const title of titles) {
      await page.getByRole('button', { name: `Remove ${title} from wishlist` }).click();
    }
    await page.getByText('Your wishlist is empty. Start adding your favorite products to save them for later!').waitFor();
    await eventually(() => page.getByRole('link', { name: 'Explore products' }).getAttribute('href')).toBe('/shop-default-grid');
  });
});
