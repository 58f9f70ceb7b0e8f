import { expectConsoleError } from '@storefront/shared/testing';
import { isRemoteFailed, reportRemoteFailure, reportRemoteRecovered } from './remoteStatus';

afterEach(() => {
  window.dispatchEvent(new Event('pageshow'));
  reportRemoteRecovered('cart');
});

it('a load that fails while the shopper is leaving the page was cut off by the navigation: nothing is logged', () => {
  window.dispatchEvent(new Event('beforeunload'));
  reportRemoteFailure('cart', 'chunk', new Error('ChunkLoadError: Loading chunk 42 failed.'));
  expect(isRemoteFailed('cart')).toBe(false);
});

it('a load that fails while the page is in use is logged, also after a navigation away that did not happen', () => {
  const logged = expectConsoleError('[shell] remote "cart" is unavailable (chunk: Error: ChunkLoadError: Loading chunk 42 failed.)');
  window.dispatchEvent(new Event('beforeunload')); // a download link: the page stays
  window.dispatchEvent(new Event('pointerdown')); // and the shopper goes on using it
  reportRemoteFailure('cart', 'chunk', new Error('ChunkLoadError: Loading chunk 42 failed.'));
  expect(isRemoteFailed('cart')).toBe(true);
  expect(logged).toHaveLength(1);
});
