// Home's first load: it asks only for what it shows (featured products and categories, never the whole catalogue),
// and the hero's Listen Now plays a featured product's sample (SPEC §2, §9; issue 9's first-load budget).
import { useJourneySession } from './support/browser';
import { eventually } from './support/eventually';

const session = useJourneySession();

test('home requests the featured products and categories but not the whole catalogue', async () => {
  const { page, url } = session;
  const catalogueCalls: string[] = [];
  page.on('request', (request) => {
    const { pathname } = new URL(request.url());
    if (pathname.startsWith('/api/v1/web/')) catalogueCalls.push(pathname.replace('/api/v1/web/', ''));
  });
  await page.goto(url('/'), { waitUntil: 'networkidle' });
  await page.getByRole('heading', { name: 'Featured from the store' }).waitFor();
  expect(catalogueCalls).toContain('featured_products');
  expect(catalogueCalls).toContain('product_categories');
  expect(catalogueCalls).not.toContain('products');
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
