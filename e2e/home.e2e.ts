// Home's first load: it carries what it shows (featured products and categories) and downloads no product list, its
// featured cards are in the server's HTML and stay where they are when the Swiper takes over, and the hero's Listen
// Now plays a featured product's sample (SPEC §2, §9).
import type { Locator, Page, Route } from '@playwright/test';
import { expect, test } from './support/fixtures';
import { JOURNEY_SIZES } from './support/viewports';

test('home shows its first screen with what it shows and asks the API only who is signed in, the store asks for its page', async ({ page }) => {
  const catalogueCalls: string[] = [];
  page.on('request', (request) => {
    const { pathname, search } = new URL(request.url());
    if (pathname.startsWith('/api/v1/web/')) catalogueCalls.push(pathname.replace('/api/v1/web/', '') + search);
  });
  await page.goto('/');
  await expect(page.getByRole('heading', { name: 'Featured from the store' })).toBeVisible();
  await page.waitForLoadState('networkidle');
  // The featured products and categories came with the server-rendered page; no list is fetched after it either
  // (the whole catalogue was once, decisions 0045-0049, retired by 0058). The one call is the header's question of who
  // is signed in: its answer depends on the browser's HttpOnly session cookie, so a cached page cannot carry it.
  expect(catalogueCalls).toEqual(['account/session']);
  // The store asks the server for its first page, with its total and facets.
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Store' }).click();
  await expect(page.locator('[data-product-id]').first()).toBeVisible();
  await expect(page.getByText(/^\d{3} Products Found$/)).toBeVisible();
  expect(catalogueCalls.filter((call) => call.startsWith('products'))).toEqual([]);
  expect(catalogueCalls.filter((call) => call.startsWith('catalog?')).length).toBeGreaterThan(0);
});

test('the hero slide shows its title and Listen Now plays, then pauses, a featured sample', async ({ page }) => {
  await page.goto('/');
  const hero = page.getByRole('region', { name: 'Highlights' });
  await expect(hero.getByRole('heading', { level: 1, name: 'Sounds for every project' })).toBeVisible();
  const listen = hero.getByRole('button', { name: 'Listen Now' });
  await expect(listen).toBeEnabled();
  await listen.click();
  await expect(hero.getByText(/^Now playing: /)).toBeVisible();
  await hero.getByRole('button', { name: 'Pause' }).click();
  await expect(hero.getByRole('button', { name: 'Listen Now' })).toBeVisible();
});

/** Holds back every script file the page asks for until `release` is called. */
async function holdScripts(page: Page): Promise<() => void> {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\.js(\?|$)/, async (route: Route) => {
    await released;
    await route.continue();
  });
  return release;
}

/** Where the element is on the page (not in the window) and how large. */
const placeOf = (element: Locator) =>
  element.evaluate((node) => {
    const box = node.getBoundingClientRect();
    return { x: box.x + window.scrollX, y: box.y + window.scrollY, width: box.width, height: box.height };
  });

for (const [size, viewport] of JOURNEY_SIZES) {
  test.describe(size, () => {
    test.use({ viewport });

    test('the featured cards are painted before the scripts, and keep their place and size when the Swiper takes over', async ({ context }) => {
      const page = await context.newPage();
      const problems: string[] = [];
      page.on('pageerror', (error) => problems.push(`uncaught: ${error.message}`));
      page.on('console', (message) => {
        if (message.type() === 'error' || /hydrat|server HTML afresh|Minified React error/i.test(message.text())) problems.push(message.text());
      });
      const release = await holdScripts(page);
      await page.goto('/', { waitUntil: 'commit' });
      const featured = page.getByRole('region', { name: 'Featured products' });
      const cards = featured.locator('[data-product-id]');
      await cards.first().scrollIntoViewIfNeeded();
      await expect(cards.first().getByRole('button', { name: /^(ADD TO CART|Quick Add)$/ })).toBeVisible();
      const stillCount = await cards.count();
      const placesOf = async () => ({ row: await placeOf(featured), cards: await Promise.all((await cards.all()).slice(0, stillCount).map(placeOf)) });
      const still = await placesOf();

      release();
      await page.waitForFunction(() => document.documentElement.dataset.pageReady === 'true');
      // The section, not the row: the still row is replaced while it scrolls.
      await page.locator('section:has(#featured-heading)').scrollIntoViewIfNeeded();
      await expect(featured.locator('.swiper-initialized')).toHaveCount(1);
      const swiper = await placesOf();
      // Each card of the still row (the first view at any width) where the Swiper then puts it, and the row as high.
      for (const [name, before, after] of [
        ['the row', still.row, swiper.row] as const,
        ...still.cards.map((card, i) => [`card ${i + 1}`, card, swiper.cards[i]] as const),
      ]) {
        for (const key of ['x', 'y', 'width', 'height'] as const) expect(Math.abs(after[key] - before[key]), `${name}'s ${key}`).toBeLessThanOrEqual(1);
      }
      await page.close();
      expect(problems, 'errors in the page (a hydration mismatch among them)').toEqual([]);
    });
  });
}
