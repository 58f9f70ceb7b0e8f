/** @jest-environment node */
// The shell's server bundle: the store's frame around the screen marker, and nothing around a remote's own page.
import { SCREEN_MARKER } from '@storefront/shared/contracts';
import { renderLayout } from './server';

const remotes = {
  remotes: [
    { name: 'cart', manifest: '/mf/cart/mf-manifest.json', routes: ['/cart'], overlays: [] },
    { name: 'office', manifest: '/mf/office/mf-manifest.json', routes: ['/office', '/office/*'], overlays: [], layout: 'own' },
  ],
};
const request = (url: string, routePath: string) => ({ url, routePath, apiBaseUrl: 'http://storefront.internal/api/v1/web', remotes, fetch: noFetch });
const noFetch: typeof fetch = async () => new Response('{}', { status: 404 });

test("puts the store's frame around a store route's screen", async () => {
  const page = await renderLayout(request('/cart', '/cart'));
  expect(page?.html).toContain(SCREEN_MARKER);
  expect(page?.html).toContain('data-boundary="shell"');
  expect(page?.html).toContain('<header');
});

test('leaves the page to a remote that draws its own: the screen marker alone', async () => {
  const page = await renderLayout(request('/office/orders?page=2', '/office/*'));
  expect(page?.html).toBe(SCREEN_MARKER);
});
