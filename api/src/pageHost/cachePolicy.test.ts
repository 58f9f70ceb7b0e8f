import { IMMUTABLE, NO_CACHE, cacheControlFor } from './cachePolicy';

describe('cacheControlFor', () => {
  it.each([
    ['/dist/remoteEntry.js', NO_CACHE],
    ['/dist/remoteEntry.js.br', NO_CACHE],
    ['/dist/remoteEntry.js.gz', NO_CACHE],
    ['/dist/mf-manifest.json', NO_CACHE],
    ['/dist/mf-manifest.json.gz', NO_CACHE],
    ['/dist/mf-stats.json', NO_CACHE],
    ['/dist/remotes.json', NO_CACHE],
    ['/dist/storefront-release.json', NO_CACHE],
    ['/dist/index.html', NO_CACHE],
    ['/dist/index.html.br', NO_CACHE],
    ['/dist/favicon.svg', NO_CACHE],
    ['/dist/main.3f9a2c1b.js', IMMUTABLE],
    ['/dist/main.3f9a2c1b.js.br', IMMUTABLE],
    ['/dist/federation-runtime.0a1b2c3d.js.gz', IMMUTABLE],
    ['/dist/main.3f9a2c1b.css', IMMUTABLE],
    ['/dist/assets/logo.81bc22e0.svg', IMMUTABLE],
  ])('%s → %s', (file, expected) => {
    expect(cacheControlFor(file)).toBe(expected);
  });
});
