// The pages' Content-Security-Policy lets the whole store work: no violation on any route remotes.json lists, in any
// overlay or on the sandbox payment page, and the policy is really enforced (an injected inline script is blocked).
import type { Page } from '@playwright/test';
import { expect, test } from './support/fixtures';
import { placeSandboxPaymentOrder } from './support/orders';
import { listedRoutes, openTourOverlay, OVERLAY_TOUR, ROUTE_URLS } from './support/routeTour';
import { sizedProductId } from './support/catalogue';

interface Violations {
  events: () => Promise<string[]>;
  console: string[];
}

/** Records every securitypolicyviolation event of every document the page loads, and console errors about the policy. */
async function watchViolations(page: Page): Promise<Violations> {
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { __cspViolations: string[] }).__cspViolations = seen;
    document.addEventListener('securitypolicyviolation', (event) => {
      seen.push(`${event.effectiveDirective} blocked ${event.blockedURI || 'inline'} (${event.sourceFile}:${event.lineNumber})`);
    });
  });
  const console: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' && /Content.Security.Policy/i.test(message.text())) console.push(message.text());
  });
  return { events: () => page.evaluate(() => (window as unknown as { __cspViolations?: string[] }).__cspViolations ?? []), console };
}

async function expectNoViolations(page: Page, violations: Violations) {
  await page.waitForLoadState('networkidle');
  expect(await violations.events()).toEqual([]);
  expect(violations.console).toEqual([]);
}

/** Waits until the screen has its heading and its remote's code has run. */
async function openScreen(page: Page, address: string) {
  await page.goto(address);
  await page.locator('main [data-boundary] h1').first().waitFor();
  await page.waitForLoadState('networkidle');
}

test('every route in remotes.json is toured', () => {
  expect(listedRoutes.filter((route) => !(route in ROUTE_URLS))).toEqual([]);
});

const routeCases = Object.entries(ROUTE_URLS).flatMap(([route, urls]) => urls.map((url, index) => [`${route} #${index + 1}`, url] as const));

for (const [name, target] of routeCases) {
  test(`${name} loads without a policy violation`, async ({ page }) => {
    const violations = await watchViolations(page);
    await openScreen(page, typeof target === 'string' ? target : await target());
    // The remotes' code really ran: the page is interactive and its screen came from its remote.
    await page.waitForFunction(() => document.documentElement.dataset.pageReady === 'true' || !document.getElementById('storefront-server-state'));
    await expectNoViolations(page, violations);
  });
}

/** Opens /store and returns the first product card with the card tools. */
async function openStore(page: Page) {
  await openScreen(page, '/store');
  const candidate = page.locator('[data-product-id]', { has: page.getByRole('button', { name: 'Add to Compare' }) }).first();
  await candidate.waitFor();
  return page.locator(`[data-product-id="${await candidate.getAttribute('data-product-id')}"]`);
}

for (const [overlay, tool] of [
  ['quickView', 'Quick View'],
  ['quickAdd', 'Quick Add'],
]) {
  test(`the ${overlay} overlay opens without a policy violation`, async ({ page }) => {
    const violations = await watchViolations(page);
    const card = await openStore(page);
    await card.getByRole('button', { name: new RegExp(`^${tool} `) }).click();
    await expect(page.getByRole('dialog').first()).toBeVisible();
    await expectNoViolations(page, violations);
  });
}

for (const [overlay, dialogName] of OVERLAY_TOUR) {
  test(`the ${overlay} overlay opens without a policy violation`, async ({ page }) => {
    const violations = await watchViolations(page);
    const card = await openStore(page);
    await openTourOverlay(page, card, overlay);
    await expect(page.getByRole('dialog', { name: dialogName })).toBeVisible();
    await expectNoViolations(page, violations);
  });
}

test('the wishlistPanel overlay opens without a policy violation', async ({ page }) => {
  const violations = await watchViolations(page);
  const card = await openStore(page);
  await card.getByRole('button', { name: 'Add to Wishlist' }).click();
  await page.keyboard.press('Escape');
  await page
    .getByRole('banner')
    .getByRole('button', { name: /^Wishlist/ })
    .click();
  await expect(page.getByRole('dialog', { name: /wishlist/i })).toBeVisible();
  await expectNoViolations(page, violations);
});

test('the sizeGuide overlay opens without a policy violation', async ({ page }) => {
  const violations = await watchViolations(page);
  await openScreen(page, `/product-detail/${await sizedProductId()}`);
  await page.getByRole('button', { name: 'Size Guide' }).click();
  await expect(page.getByRole('dialog', { name: /size/i })).toBeVisible();
  await expectNoViolations(page, violations);
});

test('the cartPanel overlay opens without a policy violation', async ({ page }) => {
  const violations = await watchViolations(page);
  const card = await openStore(page);
  await card.getByRole('button', { name: 'ADD TO CART' }).click();
  await expect(page.getByRole('dialog', { name: 'Your cart' })).toBeVisible();
  await openScreen(page, '/cart');
  await page
    .getByRole('region', { name: /Order Summary/i })
    .getByRole('button')
    .first()
    .click();
  await expect(page.getByRole('dialog').first()).toBeVisible();
  await expectNoViolations(page, violations);
});

test('the mobile menu opens without a policy violation', async ({ page }) => {
  const violations = await watchViolations(page);
  await page.setViewportSize({ width: 375, height: 812 });
  await openScreen(page, '/store');
  await page.getByRole('button', { name: 'Menu' }).click();
  await expect(page.getByRole('dialog').first()).toBeVisible();
  await expectNoViolations(page, violations);
});

test('the sandbox payment page shows without a policy violation', async ({ page }) => {
  const violations = await watchViolations(page);
  await page.goto(await placeSandboxPaymentOrder());
  await expect(page.getByRole('button', { name: 'Pay' })).toBeVisible();
  // Its one stylesheet is allowed by hash: the Pay button really is styled.
  expect(await page.getByRole('button', { name: 'Pay' }).evaluate((button) => getComputedStyle(button).backgroundColor)).toBe('rgb(6, 95, 70)');
  await expectNoViolations(page, violations);
});

for (const address of ['/product-detail/341', '/cart']) {
  test(`the policy of ${address} blocks an inline script it does not name by hash`, async ({ page }) => {
    const violations = await watchViolations(page);
    await openScreen(page, address);
    const ran = await page.evaluate(() => {
      const script = document.createElement('script');
      script.textContent = 'window.__injectedScriptRan = true;';
      document.body.appendChild(script);
      return (window as unknown as { __injectedScriptRan?: boolean }).__injectedScriptRan === true;
    });
    expect(ran).toBe(false);
    expect(await violations.events()).toEqual([expect.stringMatching(/^script-src-elem blocked inline/)]);
    violations.console.length = 0;
  });
}
