// Which remote owns a path is shared/src/routing/remoteRoutes.test.ts's; here, the status a page load answers with.
import { pageStatus } from './routeOwner';
import type { RemotesManifest } from '@storefront/shared/contracts';

const remotes: RemotesManifest = {
  remotes: [
    { name: 'catalog', manifest: '/mf/catalog/mf-manifest.json', routes: ['/', '/store', '/product-detail/:id'], overlays: [] },
    { name: 'cart', manifest: '/mf/cart/mf-manifest.json', routes: ['/cart'], overlays: [] },
    { name: 'content', manifest: '/mf/content/mf-manifest.json', routes: ['/FAQs', '/404', '*'], overlays: [] },
  ],
};

describe('pageStatus', () => {
  it.each([
    ['/', 200],
    ['/product-detail/341', 200],
    ['/faqs', 200],
    ['/no/such/page', 404],
    ['/services', 404],
    ['/404', 404],
  ])('%s answers %i', (path, status) => {
    expect(pageStatus(remotes, path)).toBe(status);
  });

  it('answers 200 when no remote claims the path and none has a catch-all, since the shell decides', () => {
    expect(pageStatus({ remotes: [remotes.remotes[0]] }, '/about')).toBe(200);
  });

  it('answers 200 when the remotes manifest is unknown, since the browser decides', () => {
    expect(pageStatus(null, '/anything')).toBe(200);
  });
});
