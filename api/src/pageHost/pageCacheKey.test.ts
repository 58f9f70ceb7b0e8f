// The rendered-page cache's key (decision 0027): one page per normalised query, so the order of its parameters and
// empty ones never make a second copy of the same page.
import { normalisedUrl, pageCacheKey, type PageKeyParts } from './pageCacheKey';

const parts: PageKeyParts = {
  url: '/store',
  currency: 'USD',
  remotesJson: { remotes: [] },
  shellDir: '/nowhere/shell',
  remoteDir: '/nowhere/catalog',
  catalogVersion: 1,
};
const keyOf = (url: string, more: Partial<PageKeyParts> = {}) => pageCacheKey({ ...parts, ...more, url });

describe('the page cache key', () => {
  it('is one key for the same query in any order, with or without empty parameters', () => {
    expect(keyOf('/store?page=2&sort=Price+Ascending')).toBe(keyOf('/store?sort=Price%20Ascending&page=2'));
    expect(keyOf('/store?color=&page=2&sort=x')).toBe(keyOf('/store?sort=x&page=2'));
    expect(keyOf('/store?color=')).toBe(keyOf('/store'));
    expect(keyOf('/store?')).toBe(keyOf('/store'));
  });

  it('is another key for another value, path, currency or catalogue version', () => {
    expect(keyOf('/store?page=2')).not.toBe(keyOf('/store?page=3'));
    expect(keyOf('/store?page=2')).not.toBe(keyOf('/store-list?page=2'));
    expect(keyOf('/store', { currency: 'NGN' })).not.toBe(keyOf('/store'));
    expect(keyOf('/store', { catalogVersion: 2 })).not.toBe(keyOf('/store'));
  });

  it("keeps the order of one parameter's values, which a page may read as a list", () => {
    expect(normalisedUrl('/x?b=2&a=2&a=1')).toBe('/x?a=2&a=1&b=2');
    expect(keyOf('/x?a=2&a=1')).not.toBe(keyOf('/x?a=1&a=2'));
  });
});
