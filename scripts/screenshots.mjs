// `npm run screenshots`: builds what changed, starts the composed store with a throwaway database, and walks a new
// shopper's journey — home, store, product pages, cart, checkout, sandbox payment, confirmation — at desktop
// (1280 × 900) and phone (390 × 844) sizes, saving a full-page PNG of each screen for the next visual review.
// Output: screenshots/<yyyy-mm-dd-hhmm>/ (or SCREENSHOTS_DIR). Needs Chromium (CHROMIUM_PATH, default /usr/bin/chromium).
import { spawnSync } from 'node:child_process';
import { mkdirSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { launchChromium } from '../bench/chromium.mjs';

const require = createRequire(import.meta.url);
const { startStore, root } = require('./storeProcess.cjs');

const SIZES = { desktop: { width: 1280, height: 900 }, phone: { width: 390, height: 844 } };
const DIGITAL_PRODUCT = 341;
const stamp = new Date().toISOString().slice(0, 16).replace(/[T:]/g, '-');
const outDir = path.resolve(process.env.SCREENSHOTS_DIR || path.join(root, 'screenshots', stamp));

/** Scrolls through the page so lazily mounted sections render, then back to the top, and waits for the network. */
async function settle(page) {
  await page.waitForLoadState('networkidle');
  await page.evaluate(async () => {
    const step = Math.floor(window.innerHeight * 0.8);
    const end = Math.min(document.documentElement.scrollHeight, step * 40);
    for (let y = 0; y < end; y += step) {
      window.scrollTo(0, y);
      await new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 60)));
    }
    window.scrollTo(0, 0);
  });
  await page.waitForLoadState('networkidle');
  await page.waitForTimeout(300);
}

async function sizedProductId(baseUrl) {
  const products = await (await fetch(`${baseUrl}/api/v1/web/products`)).json();
  return products.find((product) => (product.sizes?.length ?? 0) > 0).id;
}

async function walk(browser, baseUrl, sizeName, viewport) {
  const context = await browser.newContext({ viewport });
  const page = await context.newPage();
  const saved = [];
  let index = 0;
  const shoot = async (name) => {
    await settle(page);
    index += 1;
    const file = path.join(outDir, `${sizeName}-${String(index).padStart(2, '0')}-${name}.png`);
    await page.screenshot({ path: file, fullPage: true });
    saved.push(path.relative(root, file));
  };
  const open = async (url, name) => {
    await page.goto(baseUrl + url);
    await shoot(name);
  };

  await open('/', 'home');
  await open('/store', 'store');
  await open(`/product-detail/${await sizedProductId(baseUrl)}`, 'product-clothing');
  await open(`/product-detail/${DIGITAL_PRODUCT}`, 'product-digital');

  await page.goto(`${baseUrl}/store`);
  const card = page.locator('[data-product-id]').first();
  await card.getByRole('button', { name: 'ADD TO CART' }).click();
  await page.getByRole('dialog', { name: 'Your cart' }).waitFor();
  await shoot('cart-modal');
  await page.keyboard.press('Escape');
  await open('/cart', 'cart');

  await page.goto(`${baseUrl}/checkout`);
  await page.getByRole('heading', { name: 'Checkout' }).waitFor();
  await page.getByLabel('First Name').fill('Ada');
  await page.getByLabel('Last Name').fill('Lovelace');
  await page.getByLabel('Email').fill('ada@example.com');
  await page.getByLabel('Phone').fill('+1 202 555 0100');
  const country = page.getByLabel('Country');
  if (await country.isVisible()) {
    await country.selectOption('US');
    await page.getByRole('combobox', { name: 'State' }).selectOption('DC');
    await page.getByLabel('City').fill('Washington');
    await page.getByLabel('Street Address').fill('1 Main St');
    await page.getByLabel('Postal Code').fill('20001');
  }
  await page.getByRole('radio', { name: 'Paystack' }).check();
  await shoot('checkout');

  await page.getByRole('button', { name: 'Place Order' }).click();
  await page.waitForURL(/\/sandbox\/checkout\//);
  await shoot('payment-provider-sandbox');
  await page.getByRole('button', { name: 'Pay' }).click();
  await page.getByRole('heading', { name: 'Payment Successful!' }).waitFor();
  await shoot('payment-result');
  const orderId = new URL(page.url()).searchParams.get('order_id');
  await page.goto(`${baseUrl}/order-confirmation/${orderId}`);
  await page.getByRole('heading', { name: 'Order Confirmed!' }).waitFor();
  await shoot('order-confirmation');

  await context.close();
  return saved;
}

async function main() {
  const build = spawnSync(process.execPath, [path.join(root, 'scripts/build.mjs'), '--changed'], { stdio: 'inherit' });
  if (build.status !== 0) throw new Error('the front-end build failed');
  mkdirSync(outDir, { recursive: true });
  const store = await startStore({ stdio: 'ignore' });
  const browser = await launchChromium();
  try {
    for (const [sizeName, viewport] of Object.entries(SIZES)) {
      console.log(`${sizeName} (${viewport.width} × ${viewport.height}) …`);
      for (const file of await walk(browser, store.baseUrl, sizeName, viewport)) console.log(`  ${file}`);
    }
  } finally {
    await browser.close();
    await store.stop();
  }
  console.log(`\nscreenshots in ${path.relative(process.cwd(), outDir) || '.'}`);
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
