// No shopper page downloads any file of the operator console, so shoppers neither pay for its bytes nor see its code:
// not its manifest, entry or chunks, on a page load or while the shopper moves through the store; /admin does fetch
// them, so the check can see them at all.
import type { Page } from '@playwright/test';
import { expect, test } from './support/fixtures';
import { DIGITAL_PRODUCT } from './support/routeTour';
import { waitForSettledScreen } from './support/settledScreen';

/** A file of the console: its workspace build under /mf/admin/ or one of its releases under /releases/admin/. */
const isConsoleFile = (url: string) => /^\/(mf|releases)\/admin\//.test(new URL(url).pathname);

function recordRequests(page: Page): string[] {
  const urls: string[] = [];
  page.on('request', (request) => urls.push(request.url()));
  return urls;
}

const SHOPPER_PAGES = ['/', '/store', `/product-detail/${DIGITAL_PRODUCT}`, '/cart', '/wish-list', '/checkout', '/about', '/contact', '/no-such-page'];

for (const path of SHOPPER_PAGES) {
  test(`${path} downloads nothing of the console`, async ({ page }) => {
    const requests = recordRequests(page);
    await page.goto(path);
    await waitForSettledScreen(page);
    expect(requests.filter(isConsoleFile)).toEqual([]);
  });
}

test('moving through the store, with its overlays, downloads nothing of the console', async ({ page }) => {
  const requests = recordRequests(page);
  await page.goto('/');
  await waitForSettledScreen(page);
  await page.getByRole('banner').getByRole('button', { name: 'Search', exact: true }).click();
  await expect(page.getByRole('dialog').first()).toBeVisible();
  await page.keyboard.press('Escape');
  for (const name of ['Store', 'Services', 'Contact']) {
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name, exact: true }).click();
    await waitForSettledScreen(page);
  }
  expect(requests.filter(isConsoleFile)).toEqual([]);
});

test('/admin is where the console is fetched, outside the store frame', async ({ page }) => {
  const requests = recordRequests(page);
  await page.goto('/admin');
  await waitForSettledScreen(page);
  const fetched = requests.filter(isConsoleFile).map((file) => new URL(file).pathname.split('/').pop());
  expect(fetched).toEqual(expect.arrayContaining(['mf-manifest.json', 'remoteEntry.js']));
  await expect(page.getByRole('banner')).toHaveCount(0);
  await expect(page.getByRole('contentinfo')).toHaveCount(0);
});
