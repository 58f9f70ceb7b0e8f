// Every route remotes.json lists, at a phone's size (390 × 844): the page fits the window and no carousel slide blows
// up. The routes are visited one after another in one page (support/tourPage.ts), which also fails a
// check on an uncaught error or a policy violation. The desktop size is checked on the same routes on the tour of every
// page (pageTour.e2e.ts).
import { expect, test } from './support/fixtures';
import { layoutProblems } from './support/layout';
import { PHYSICAL_PRODUCT, ROUTE_URLS } from './support/routeTour';
import { waitForSettledScreen } from './support/settledScreen';
import { tourTest } from './support/tourPage';
import { PHONE } from './support/viewports';

test.use({ viewport: PHONE });

const routeCases = Object.entries(ROUTE_URLS).flatMap(([route, urls]) => urls.map((url, index) => [`${route} #${index + 1}`, url] as const));

const routeTest = tourTest(PHONE);

for (const [name, target] of routeCases) {
  routeTest(`${name} fits a phone screen`, async ({ tourPage: page }) => {
    await page.goto(typeof target === 'string' ? target : await target());
    await waitForSettledScreen(page);
    expect(await layoutProblems(page)).toEqual({ overflowPx: 0, oversizedSlides: [] });
  });
}

test("the scroll-to-top button sits above the product page's quick purchase bar, not over its button", async ({ page }) => {
  await page.goto(`/product-detail/${PHYSICAL_PRODUCT}`);
  await waitForSettledScreen(page);
  await page.evaluate(() => window.scrollTo(0, 900));
  const scrollToTop = page.getByRole('button', { name: 'Scroll to top' });
  await scrollToTop.waitFor();
  const bar = await page.getByRole('region', { name: 'Quick purchase' }).boundingBox();
  const button = await scrollToTop.boundingBox();
  if (!bar || !button) throw new Error('the bar or the button has no box');
  expect(button.y + button.height).toBeLessThanOrEqual(bar.y);
});
