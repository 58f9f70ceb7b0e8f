// A product page on a slow phone connection (400 ms latency, 400 kbit/s). The server-rendered page is
// on screen and its load event has fired long before the catalogue remote's chunks arrive (the federation runtime
// fetches them only after the shell starts) and React hydrates it; ADD TO CART works all the same from the moment it
// is painted: a form the server answers until the scripts run, the page's own button once they have.
import type { Page } from '@playwright/test';
import { expect, test } from './support/fixtures';
import { PHONE } from './support/viewports';

const DIGITAL_ID = 341;

test.use({ viewport: PHONE });

async function slowConnection(page: Page): Promise<void> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: 400,
    downloadThroughput: (400 * 1000) / 8,
    uploadThroughput: (400 * 1000) / 8,
  });
}

test('ADD TO CART works from the moment it is painted, and a tap adds the product once', async ({ context, url }) => {
  test.setTimeout(180_000);
  // A page without the journey page's goto, which waits for hydration: exactly what this test must not do.
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  await slowConnection(page);
  const started = Date.now();
  await page.goto(url(`/product-detail/${DIGITAL_ID}`), { waitUntil: 'commit', timeout: 90_000 });
  const panelButton = page.locator('[data-testid="detail-price"]').locator('xpath=..').getByRole('button').last();
  await expect(panelButton).toHaveText('ADD TO CART', { timeout: 90_000 });
  const hydratedAtTap = await page.evaluate(() => document.documentElement.dataset.pageReady === 'true');
  await panelButton.click();
  // Before the scripts the server adds it and sends the page again; after, the page opens its cart modal.
  await expect(page.getByRole('dialog', { name: 'Your cart' }).or(panelButton.filter({ hasText: 'Already Added' }))).toBeVisible({ timeout: 90_000 });
  await page.waitForFunction(() => document.documentElement.dataset.pageReady === 'true', undefined, { timeout: 90_000 });
  await expect(page.getByTestId('cart-count').first()).toHaveText('1');
  console.log(`slow connection: tapped ${hydratedAtTap ? 'after' : 'before'} hydration, product in the cart after ${Date.now() - started} ms`);
  await page.close();
  expect(errors, 'uncaught errors in the page').toEqual([]);
});
