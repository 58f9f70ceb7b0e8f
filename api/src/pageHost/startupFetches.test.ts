import { routeOwner } from './routeOwner';
import { fetchPreloadLinks, startupFetches } from './startupFetches';

const remotesJson = {
  remotes: [
    { name: 'catalog', manifest: '/mf/catalog/releases/r7/mf-manifest.json', routes: ['/', '/product-detail/:id'] },
    { name: 'content', manifest: 'https://content.example/mf-manifest.json', routes: ['/about', '*'] },
  ],
};

describe('startupFetches', () => {
  it('is remotes.json, then the manifest of the remote that owns the page, as remotes.json gives it', () => {
    expect(startupFetches(routeOwner(remotesJson, '/product-detail/341'))).toEqual(['/remotes.json', '/mf/catalog/releases/r7/mf-manifest.json']);
    expect(startupFetches(routeOwner(remotesJson, '/no/such/page'))).toEqual(['/remotes.json', 'https://content.example/mf-manifest.json']);
  });

  it('is remotes.json alone where no remote claims the page', () => {
    expect(startupFetches(routeOwner({ remotes: [remotesJson.remotes[0]] }, '/about'))).toEqual(['/remotes.json']);
  });
});

describe('fetchPreloadLinks', () => {
  it('writes preloads in fetch()’s mode, with their URLs escaped', () => {
    expect(fetchPreloadLinks(['/remotes.json', '/m.json?a=1&b="2"'])).toBe(
      '<link rel="preload" as="fetch" crossorigin="anonymous" href="/remotes.json">' +
        '<link rel="preload" as="fetch" crossorigin="anonymous" href="/m.json?a=1&amp;b=&quot;2&quot;">',
    );
  });
});
