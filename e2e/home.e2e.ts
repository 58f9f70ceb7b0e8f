// Home's first load: it carries what it shows (featured products and categories), the whole catalogue follows when
// the page has settled (read by a worker, decision 0049), and the hero's Listen Now plays a featured product's sample
// (SPEC §2, §9; issue 9's first-load budget).
import { expect, test } from './support/fixtures';
import { LIST_WORKER_SCRIPT } from './support/listWorker';

test('home shows its first screen without the whole catalogue, which a worker fetches once the page has settled', async ({ page }) => {
  const catalogueCalls: string[] = [];
  page.on('request', (request) => {
    const { pathname } = new URL(request.url());
    if (pathname.startsWith('/api/v1/web/')) catalogueCalls.push(pathname.replace('/api/v1/web/', ''));
  });
  await page.goto('/');
  await expect(page.getByRole('heading', { name: 'Featured from the store' })).toBeVisible();
  // The featured products and categories came with the server-rendered page; nothing was fetched for it.
  expect(catalogueCalls).not.toContain('featured_products');
  expect(catalogueCalls).not.toContain('product_categories');
  // SPEC §4 "On start, products … are fetched": once, and only after the page became interactive and loaded, by a
  // worker (decisions 0045, 0049): the page's own timeline has the worker's script, started after both, and not the list.
  await expect.poll(() => catalogueCalls.filter((call) => call === 'products').length).toBe(1);
  const [ready, loaded, workerStart, listFetchedByThePage] = await page.evaluate(
    (workerScript) => [
      performance.getEntriesByName('storefront:page-ready')[0].startTime,
      (performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming).loadEventEnd,
      performance.getEntriesByType('resource').find((entry) => new RegExp(workerScript).test(entry.name))?.startTime,
      performance.getEntriesByType('resource').some((entry) => entry.name.endsWith('/api/v1/web/products')),
    ],
    LIST_WORKER_SCRIPT,
  );
  expect(workerStart).toBeGreaterThan(ready as number);
  expect(workerStart).toBeGreaterThan(loaded as number);
  expect(listFetchedByThePage).toBe(false);
  // The store asks the server for its own page (GET catalog, issue 55), never for the list again.
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Store' }).click();
  await expect(page.locator('[data-product-id]').first()).toBeVisible();
  await expect(page.getByText(/^\d{3} Products Found$/)).toBeVisible();
  expect(catalogueCalls.filter((call) => call === 'products')).toHaveLength(1);
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
