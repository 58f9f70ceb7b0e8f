import { isStaticRoute, remoteRouteTable, routeOwner, type RemoteRoutesSource } from './remoteRoutes';

const REMOTES: RemoteRoutesSource = {
  remotes: [
    { name: 'catalog', manifest: '/mf/catalog/mf-manifest.json', routes: ['/', '/store', '/product-detail/:id'] },
    { name: 'cart', manifest: '/mf/cart/mf-manifest.json', routes: ['/cart'] },
    { name: 'admin', manifest: '/mf/admin/mf-manifest.json', routes: ['/admin', '/admin/*'], layout: 'own' },
    { name: 'content', manifest: '/mf/content/mf-manifest.json', routes: ['/FAQs', '/404', '*'] },
  ],
};

describe('routeOwner: the one route matcher', () => {
  it.each([
    ['/', 'catalog', '/'],
    ['/store', 'catalog', '/store'],
    ['/store/', 'catalog', '/store'],
    ['/STORE', 'catalog', '/store'],
    ['/product-detail/341', 'catalog', '/product-detail/:id'],
    ['/faqs', 'content', '/FAQs'],
    ['/cart', 'cart', '/cart'],
    ['/no/such/page', 'content', '*'],
    ['/product-detail/', 'content', '*'],
    ['/product-detail/341/reviews', 'content', '*'],
    ['/admin', 'admin', '/admin'],
    ['/Admin/', 'admin', '/admin'],
    ['/admin/orders', 'admin', '/admin/*'],
    ['/admin/orders/ord_1', 'admin', '/admin/*'],
    ['/administrator', 'content', '*'],
  ])('%s belongs to %s as %s', (path, remote, routePath) => {
    expect(routeOwner(REMOTES, path)).toMatchObject({ remote, routePath });
  });

  it("carries the owner's layout: the store's unless remotes.json says the remote draws its own", () => {
    expect(routeOwner(REMOTES, '/admin/orders')?.layout).toBe('own');
    expect(routeOwner(REMOTES, '/cart')?.layout).toBe('store');
  });

  it('is null when no remote claims the path and none has a catch-all', () => {
    expect(routeOwner({ remotes: [REMOTES.remotes[0]] }, '/about')).toBeNull();
  });

  it('gives a path two remotes declare to the first, as remotes.json orders them', () => {
    const twice: RemoteRoutesSource = { remotes: [REMOTES.remotes[1], { name: 'checkout', manifest: '/mf/checkout/mf-manifest.json', routes: ['/cart'] }] };
    expect(routeOwner(twice, '/cart')?.remote).toBe('cart');
  });
});

describe('remoteRouteTable and isStaticRoute', () => {
  it('lists every declared route with its remote, in order', () => {
    expect(remoteRouteTable(REMOTES).map((route) => `${route.remote} ${route.routePath}`)).toEqual([
      'catalog /',
      'catalog /store',
      'catalog /product-detail/:id',
      'cart /cart',
      'admin /admin',
      'admin /admin/*',
      'content /FAQs',
      'content /404',
      'content *',
    ]);
  });

  it('calls a route static when it has neither parameters nor a wildcard', () => {
    expect(['/', '/store', '/FAQs'].every(isStaticRoute)).toBe(true);
    expect(['/product-detail/:id', '*', '/docs/*'].some(isStaticRoute)).toBe(false);
  });
});
