import type { RemotesManifest } from '@storefront/shared/contracts';
import { isSampled, pageComposition } from './pageComposition';

const RELEASE = '20261201T101500.000Z-0a1b2c3d';
const MANIFEST: RemotesManifest = {
  remotes: [
    {
      name: 'catalog',
      manifest: `/releases/catalog/${RELEASE}/mf-manifest.json`,
      release: RELEASE,
      routes: ['/', '/store', '/product-detail/:id'],
      overlays: [],
    },
    { name: 'cart', manifest: '/mf/cart/mf-manifest.json', routes: ['/cart'], overlays: [] },
    { name: 'content', manifest: '/mf/content/mf-manifest.json', routes: ['/about', '*'], overlays: [] },
    { name: 'admin', manifest: '/mf/admin/mf-manifest.json', routes: ['/admin', '/admin/*'], overlays: [], layout: 'own' },
  ],
};

describe('the page a report names', () => {
  it('is the route pattern, never the address with its id or query, with its owner and the releases served', () => {
    expect(pageComposition(MANIFEST, '/product-detail/341')).toEqual({ route: '/product-detail/:id', owner: 'catalog', releases: { catalog: RELEASE } });
    expect(pageComposition(MANIFEST, '/cart')?.route).toBe('/cart');
    expect(pageComposition(MANIFEST, '/no-such-page')).toMatchObject({ route: '*', owner: 'content' });
  });

  it('is none on the operator console, which is no store page', () => {
    expect(pageComposition(MANIFEST, '/admin/orders')).toBeNull();
  });
});

describe('sampling', () => {
  it('reports every page view at 1, none at 0 or without a rate, and the share drawn below the rate otherwise', () => {
    expect(isSampled(1, () => 0.999)).toBe(true);
    expect(isSampled(0, () => 0)).toBe(false);
    expect(isSampled(undefined, () => 0)).toBe(false);
    expect(isSampled(0.1, () => 0.05)).toBe(true);
    expect(isSampled(0.1, () => 0.1)).toBe(false);
    expect(isSampled(0.1, () => 0.5)).toBe(false);
  });
});
