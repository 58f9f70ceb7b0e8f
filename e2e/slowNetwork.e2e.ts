// A product page on a slow phone connection (issue 22 §7: 400 ms latency, 400 kbit/s). The server-rendered page is
// on screen and its load event has fired long before the catalogue remote's chunks arrive (the federation runtime
// fetches them only after the shell starts) and React hydrates it; until then ADD TO CART must not look ready.
import type { Page } from 'playwright-core';
import { useJourneySession } from './support/jest/browser';
import { PHONE } from './support/viewports';

const DIGITAL_ID = 341;
const session = useJourneySession(PHONE);

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

test('ADD TO CART is visibly disabled until it works, and a tap then adds the product', async () => {
  // A page of its own: the session's page waits for hydration on goto, which is exactly what this test must not do.
  const page = await session.context.newPage();
  await slowConnection(page);
  const started = Date.now();
  await page.goto(session.url(`/product-detail/${DIGITAL_ID}`), { waitUntil: 'load', timeout: 90_000 });
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
  await page.getByRole('dialog', { name: 'Your cart' }).waitFor({ timeout: 30_000 });
  console.log(`slow connection: load after ${loadedAfter} ms, hydrated at load: ${ready}, cart opened after ${Date.now() - started} ms`);
  await page.close();
}, 180_000);
