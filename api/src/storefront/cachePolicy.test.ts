import { IMMUTABLE, NO_CACHE, cacheControlFor } from './cachePolicy';

describe('cacheControlFor', () => {
  it.each([
    ['/dist/remoteEntry.js', NO_CACHE],
    ['/dist/mf-manifest.json', NO_CACHE],
    ['/dist/mf-stats.json', NO_CACHE],
    ['/dist/remotes.json', NO_CACHE],
    ['/dist/index.html', NO_CACHE],
    ['/dist/main.3f9a2c1b.js', IMMUTABLE],
    ['/dist/assets/logo.81bc22e0.svg', IMMUTABLE],
  ])('%s → %s', (file, expected) => {
    expect(cacheControlFor(file)).toBe(expected);
  });
});
