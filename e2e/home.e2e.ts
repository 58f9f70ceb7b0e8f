// Home's first load: it carries what it shows (featured products and categories), the whole catalogue follows when
// the page is idle, and the hero's Listen Now plays a featured product's sample (SPEC §2, §9; issue 9's first-load budget).
import { useJourneySession } from './support/jest/browser';
import { eventually } from './support/jest/eventually';

const session = useJourneySession();

test('home shows its first screen without the whole catalogue, which follows once the page is idle', async () => {
  const { page, url } = session;
  const catalogueCalls: string[] = [];
  page.on('request', (request) => {
    const { pathname } = new URL(request.url());
    if (pathname.startsWith('/api/v1/web/')) catalogueCalls.push(pathname.replace('/api/v1/web/', ''));
  });
  await page.goto(url('/'));
  await page.getByRole('heading', { name: 'Featured from the store' }).waitFor();
  // The featured products and categories came with the server-rendered page; nothing was fetched for it.
  expect(catalogueCalls).not.toContain('featured_products');
  expect(catalogueCalls).not.toContain('product_categories');
  // SPEC §4 "On start, products … are fetched": once, and only after the page became interactive.
  await eventually(async () => catalogueCalls.filter((call) => call === 'products').length).toBe(1);
  const [ready, catalogue] = await page.evaluate(() => [
    performance.getEntriesByName('storefront:page-ready')[0].startTime,
    performance.getEntriesByType('resource').find((entry) => entry.name.endsWith('/api/v1/web/products'))!.startTime,
  ]);
  expect(catalogue).toBeGreaterThan(ready);
});

test('the hero slide shows its title and Listen Now plays, then pauses, a featured sample', async () => {
  const { page, url } = session;
  await page.goto(url('/'));
  const hero = page.getByRole('region', { name: 'Highlights' });
  await hero.getByRole('heading', { level: 1, name: 'Sounds for every project' }).waitFor();
  const listen = hero.getByRole('button', { name: 'Listen Now' });
  await eventually(() => listen.isEnabled()).toBe(true);
  await listen.click();
  await hero.getByText(/^Now playing: /).waitFor();
  await hero.getByRole('button', { name: 'Pause' }).click();
  await hero.getByRole('button', { name: 'Listen Now' }).waitFor();
});
