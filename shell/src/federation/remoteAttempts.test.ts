import { countRetry, urlForAttempt } from './remoteAttempts';

describe('urlForAttempt', () => {
  it('leaves the first attempt as it is and numbers each retry, per remote', () => {
    expect(urlForAttempt('/mf/cart/mf-manifest.json', 'cart')).toBe('/mf/cart/mf-manifest.json');
    countRetry('cart');
    expect(urlForAttempt('/mf/cart/mf-manifest.json', 'cart')).toBe('/mf/cart/mf-manifest.json?retry=1');
    countRetry('cart');
    expect(urlForAttempt('http://cdn.test/cart/remoteEntry.js?v=3', 'cart')).toBe('http://cdn.test/cart/remoteEntry.js?v=3&retry=2');
    expect(urlForAttempt('/mf/catalog/mf-manifest.json', 'catalog')).toBe('/mf/catalog/mf-manifest.json');
  });
});
