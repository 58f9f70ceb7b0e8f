// The core shopper journeys, written once against the browser-neutral driver (driver.ts) and run in Firefox ESR and
// WebKitGTK by run.ts: browse, add to cart, currency, checkout to the sandbox payment and back, the phone's menu, the
// wishlist, and leaving pages while they load. The runner fails a journey whose pages logged or threw an error.
import assert from 'node:assert/strict';
import type { BrowserDriver, Target } from './driver';
import { waitUntil } from './driver';

export interface Journey {
  name: string;
  run(driver: BrowserDriver): Promise<void>;
}

const firstCard: Target = { css: '[data-product-id]' };
const inFirstCard = (target: Target): Target => ({ ...target, within: firstCard });
const cartDialog: Target = { role: 'dialog', name: 'Your cart' };
/** The header's cart button, whose name counts what the cart holds. */
const headerCart = (count: string): Target => ({ role: 'button', name: `Cart, ${count}`, within: { role: 'banner' } });

/** Waits for `/store`'s first card and returns its product's title. */
async function firstProductTitle(driver: BrowserDriver): Promise<string> {
  return (await driver.text(inFirstCard({ css: 'h3' }))).trim();
}

/** Adds the first product of /store to the cart, closes the cart and returns its title. */
async function addFirstProduct(driver: BrowserDriver): Promise<string> {
  await driver.goto('/store');
  const title = await firstProductTitle(driver);
  await driver.click(inFirstCard({ role: 'button', name: 'ADD TO CART' }));
  await driver.waitFor({ role: 'link', name: title, within: cartDialog });
  await driver.click({ role: 'button', name: /^Close/, within: cartDialog });
  await driver.waitForNone(cartDialog);
  return title;
}

export const JOURNEYS: Journey[] = [
  {
    name: 'browse: the store lists products, a category narrows them, and a card opens its product page',
    async run(driver) {
      await driver.goto('/store');
      await driver.waitFor(firstCard);
      await driver.click({ role: 'button', name: 'Digital Audio' });
      await driver.waitForUrl(/category=Digital\+Audio/);
      await driver.waitFor({ role: 'button', name: 'Digital Audio', css: '[aria-pressed="true"]' });
      // The card's category line: its name, or one that contains it (SPEC §4), shown in capitals.
      await driver.waitFor(inFirstCard({ text: /digital audio/i }));
      const title = await firstProductTitle(driver);
      await driver.click(inFirstCard({ role: 'link', name: title }));
      await driver.waitFor({ role: 'heading', name: title, css: 'h1' });
      assert.match(await driver.url(), /\/product-detail\/\d+$/);
    },
  },
  {
    name: 'add to cart: ADD TO CART on a card puts the product in the cart, counted in the header and listed on /cart',
    async run(driver) {
      const title = await addFirstProduct(driver);
      await driver.waitFor(headerCart('1 item'));
      await driver.goto('/cart');
      await driver.waitFor({ role: 'link', name: title, within: { css: 'main' } });
      await driver.waitFor(headerCart('1 item'));
    },
  },
  {
    name: 'currency: NGN chosen on the home page prices the store in naira, also after a reload',
    async run(driver) {
      await driver.goto('/store');
      await driver.waitFor({ css: '[data-testid="card-price"]', text: /^\$/ });
      await driver.select('Currency', 'NGN');
      await driver.waitFor({ css: '[data-testid="card-price"]', text: /^₦/ });
      await driver.goto('/store');
      assert.match(await driver.text(inFirstCard({ css: '[data-testid="card-price"]' })), /^₦/);
      await driver.goto('/product-detail/341');
      assert.match(await driver.text({ css: '[data-testid="detail-price"]' }), /^₦/);
    },
  },
  {
    name: 'checkout: the form leads to the sandbox payment, and paying comes back to the store with the order confirmed',
    async run(driver) {
      const title = await addFirstProduct(driver);
      await driver.goto('/checkout');
      await driver.waitFor({ role: 'heading', name: 'Checkout' });
      await driver.fill('First Name', 'Ada');
      await driver.fill('Last Name', 'Lovelace');
      await driver.fill('Email', 'ada@example.com');
      await driver.fill('Phone', '+1 202 555 0100');
      await driver.select('Country', 'US');
      await driver.select('State', 'DC');
      await driver.fill('City', 'Washington');
      await driver.fill('Street Address', '1 Main St');
      await driver.fill('Postal Code', '20001');
      // The label, as a shopper taps it (a tap on a 20 px radio is refused as not interactable by WebKitWebDriver).
      await driver.click({ css: 'label', text: 'Paystack' });
      await driver.waitFor({ role: 'radio', name: 'Paystack', css: ':checked' });
      await driver.waitFor({ role: 'link', name: title, within: { css: 'main' } });
      await driver.click({ role: 'button', name: 'Place Order' });
      // Without Paystack credentials the API's sandbox payment page stands in for Paystack.
      await driver.waitForUrl(/\/sandbox\/checkout\//);
      await driver.waitForPageReady();
      await driver.click({ role: 'button', name: 'Pay' });
      await driver.waitForUrl(/\/payment-confirmation/);
      await driver.waitForPageReady();
      await driver.waitFor({ role: 'heading', name: 'Payment Successful!' });
      const orderId = new URL(await driver.url()).searchParams.get('order_id');
      assert.ok(orderId, 'the payment return names the order');
      await driver.goto(`/order-confirmation/${encodeURIComponent(orderId)}`);
      await driver.waitFor({ role: 'heading', name: 'Order Confirmed!' });
      assert.equal(await driver.text({ css: '[data-testid="order-id"]' }), orderId);
      const items = await driver.text({ role: 'region', name: 'Order Items' });
      assert.ok(items.includes(title), `the order's items (${items}) list ${title}`);
      await driver.waitFor(headerCart('0 items'));
    },
  },
  {
    name: "phone menu: at 390 px the header's menu opens, navigates to Contact and closes",
    async run(driver) {
      await driver.setViewport(390, 844);
      await driver.goto('/');
      await driver.waitForNone({ role: 'navigation', name: 'Main' });
      await driver.click({ role: 'button', name: 'Menu' });
      const menu: Target = { role: 'dialog', name: 'Menu' };
      await driver.click({ role: 'link', name: 'Contact', within: menu });
      await driver.waitFor({ text: /Mon-Sat 7:30am-8:00pm PST/ });
      await driver.waitForNone(menu);
      assert.equal(new URL(await driver.url()).pathname, '/contact');
    },
  },
  {
    name: "wishlist: a card's heart saves the product, counted in the header and listed on /wish-list",
    async run(driver) {
      await driver.goto('/store');
      const id = await driver.attribute(firstCard, 'data-product-id');
      await driver.click(inFirstCard({ role: 'button', name: 'Add to Wishlist' }));
      const modal: Target = { role: 'dialog', name: 'Added to wishlist' };
      await driver.click({ role: 'button', name: 'Continue shopping', within: modal });
      await driver.waitForNone(modal);
      await driver.waitFor({ role: 'button', name: 'Wishlist, 1 item' });
      assert.equal(await driver.attribute(inFirstCard({ role: 'button', name: 'Remove from Wishlist' }), 'aria-pressed'), 'true');
      await driver.goto('/wish-list');
      assert.equal(await driver.attribute({ css: '[data-wishlist-item]' }, 'data-wishlist-item'), id);
    },
  },
  {
    name: 'leaving pages while their parts still load logs no failure, and the store still works after',
    async run(driver) {
      // Each page is left as soon as it is painted, while its remotes, chunks and API answers are on their way: by
      // the browser's navigation, and by a shopper's tap on a server-rendered link of the header.
      for (const path of ['/', '/store', '/product-detail/341', '/cart', '/wish-list', '/checkout']) {
        await driver.goto(path, { waitForScripts: false });
        await driver.goto('/store', { waitForScripts: false });
        await driver.click({ role: 'link', name: 'Contact', within: { role: 'navigation', name: 'Main' } });
        await waitUntil('the contact page', async () => (new URL(await driver.url()).pathname === '/contact' ? true : undefined));
      }
      await driver.goto('/store');
      await driver.click(inFirstCard({ role: 'button', name: 'ADD TO CART' }));
      await driver.waitFor(cartDialog);
    },
  },
];
