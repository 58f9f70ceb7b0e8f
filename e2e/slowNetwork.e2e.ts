// A product page on a slow phone connection (issue 22 §7: 400 ms latency, 400 kbit/s). The server-rendered page is
// on screen and its load event has fired long before the catalogue remote's chunks arrive (the federation runtime
// fetches them only after the shell starts) and React hydrates it; until then ADD TO CART must not look ready.
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

test('ADD TO CART is visibly disabled until it works, and a tap then adds the product', async ({ context, url }) => {
  test.setTimeout(180_000);
  // A page without the journey page's goto, which waits for hydration: exactly what this test must not do.
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  await slowConnection(page);
  const started = Date.now();
  await page.goto(url(`/product-detail/${DIGITAL_ID}`), { waitUntil: 'load', timeout: 90_000 });
  const loadedAfter = Date.now() - started;
  const panelButton = page.locator('[data-testid="detail-price"]').locator('xpath=..').getByRole('button').last();
  const ready = await page.evaluate(() => document.documentElement.dataset.pageReady === 'true');
  if (!ready) {
    // Not hydrated yet: the button says so and cannot be pressed.
    expect(await panelButton.isDisabled()).toBe(true);
    expect(await panelButton.innerText()).toBe('Loading…');
  }
  // The shopper taps as soon as it is enabled: it then works.
  await panelButton.click({ timeout: 90_000 });
  await expect(page.getByRole('dialog', { name: 'Your cart' })).toBeVisible({ timeout: 30_000 });
  console.log(`slow connection: load after ${loadedAfter} ms, hydrated at load: ${ready}, cart opened after ${Date.now() - started} ms`);
  await page.close();
  expect(errors, 'uncaught errors in the page').toEqual([]);
});
