// The tour of every page: each route remotes.json lists and each overlay, opened as a shopper opens it, has no axe
// violation (WCAG 2.1 A/AA plus best practices) and breaks no rule of its Content-Security-Policy; each route also fits
// a 1280 px window (support/layout.ts). One visit checks all of it: a page load is most of what a check costs on CI's
// two cores. The routes are visited one after another in one page (support/tourPage.ts); each overlay opens in a
// fresh one. That the policy is really enforced is contentSecurityPolicy.e2e.ts's.
import type { Page } from '@playwright/test';
import { expect, test as journeyTest } from './support/fixtures';
import { axeViolations, WCAG_21_AA_AND_BEST_PRACTICE } from './support/axe';
import { layoutProblems } from './support/layout';
import { expectNoPolicyViolations, watchPolicyViolations } from './support/policyViolations';
import { listedRoutes, openTourOverlay, OVERLAY_TOUR, ROUTE_URLS } from './support/routeTour';
import { waitForSettledScreen } from './support/settledScreen';
import { sizedProductId } from './support/catalogue';
import { tourTest } from './support/tourPage';
import { DESKTOP } from './support/viewports';

async function expectNoViolations(page: Page) {
  expect(await axeViolations(page, { tags: WCAG_21_AA_AND_BEST_PRACTICE })).toEqual([]);
}

/** Every check of the tour records what the page's policy blocked, from before its first navigation, and ends on none. */
const test = journeyTest.extend<{ policyViolations: void }>({
  policyViolations: [
    async ({ page }, use) => {
      const violations = await watchPolicyViolations(page);
      await use();
      await expectNoPolicyViolations(page, violations);
    },
    { auto: true },
  ],
});

journeyTest('every route in remotes.json is on the tour', () => {
  expect(listedRoutes.filter((route) => !(route in ROUTE_URLS))).toEqual([]);
});

const routeCases = Object.entries(ROUTE_URLS).flatMap(([route, urls]) => urls.map((url, index) => [`${route} #${index + 1}`, url] as const));
const routeTest = tourTest(DESKTOP);

for (const [name, target] of routeCases) {
  routeTest(`${name} has no axe or policy violations and fits a desktop window`, async ({ tourPage: page }) => {
    const address = typeof target === 'string' ? target : await target();
    await page.goto(address);
    await waitForSettledScreen(page);
    await expectNoViolations(page);
    // Scrolled through, so that sections mounted near the viewport have loaded their code and pictures too.
    expect(await layoutProblems(page)).toEqual({ overflowPx: 0, oversizedSlides: [] });
  });
}

/** Opens /store and returns the first product card with the card tools. */
async function openStore(page: Page) {
  await page.goto('/store');
  await waitForSettledScreen(page);
  const candidate = page.locator('[data-product-id]', { has: page.getByRole('button', { name: 'Add to Compare' }) }).first();
  await candidate.waitFor();
  return page.locator(`[data-product-id="${await candidate.getAttribute('data-product-id')}"]`);
}

async function expectDialogWithoutViolations(page: Page, name: string | RegExp) {
  await expect(page.getByRole('dialog', { name })).toBeVisible();
  await page.waitForLoadState('networkidle');
  await page.waitForFunction(
    () => ![...document.querySelectorAll('[role="dialog"] [role="status"]')].some((s) => /Loading|Searching/.test(s.textContent ?? '')),
  );
  await expectNoViolations(page);
}

for (const [overlay, tool] of [
  ['quickView', 'Quick View'],
  ['quickAdd', 'Quick Add'],
]) {
  test(`the ${overlay} overlay has no axe or policy violations`, async ({ page }) => {
    const card = await openStore(page);
    await card.getByRole('button', { name: new RegExp(`^${tool} `) }).click();
    await expectDialogWithoutViolations(page, /.+/);
  });
}

for (const [overlay, dialogName] of OVERLAY_TOUR) {
  test(`the ${overlay} overlay has no axe or policy violations`, async ({ page }) => {
    const card = await openStore(page);
    await openTourOverlay(page, card, overlay);
    await expectDialogWithoutViolations(page, dialogName);
  });
}

test('the wishlistPanel overlay has no axe or policy violations', async ({ page }) => {
  const card = await openStore(page);
  await card.getByRole('button', { name: 'Add to Wishlist' }).click();
  await page.keyboard.press('Escape');
  await page
    .getByRole('banner')
    .getByRole('button', { name: /^Wishlist/ })
    .click();
  await expectDialogWithoutViolations(page, /wishlist/i);
});

test('the sizeGuide overlay has no axe or policy violations', async ({ page }) => {
  await page.goto(`/product-detail/${await sizedProductId()}`);
  await waitForSettledScreen(page);
  await page.getByRole('button', { name: 'Size Guide' }).click();
  await expectDialogWithoutViolations(page, /size/i);
});

test('the cartPanel overlay has no axe or policy violations', async ({ page }) => {
  const card = await openStore(page);
  await card.getByRole('button', { name: 'ADD TO CART' }).click();
  await expect(page.getByRole('dialog', { name: 'Your cart' })).toBeVisible();
  await page.goto('/cart');
  await waitForSettledScreen(page);
  await page
    .getByRole('region', { name: /Order Summary/i })
    .getByRole('button')
    .first()
    .click();
  await expectDialogWithoutViolations(page, /.+/);
});

test('the mobile menu at 375 px has no axe or policy violations', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 812 });
  await page.goto('/store');
  await waitForSettledScreen(page);
  await expectNoViolations(page);
  await page.getByRole('button', { name: 'Menu' }).click();
  await expectDialogWithoutViolations(page, /.+/);
});
