import { loadRemote } from '@module-federation/enhanced/runtime';
import { expectConsoleError } from '@storefront/shared/testing';
import { loadRemoteModule, registerStorefrontRemotes, retryRemote } from './loadRemoteModule';
import { isRemoteFailed } from './remoteStatus';

jest.mock('@module-federation/enhanced/runtime', () => ({ loadRemote: jest.fn(), registerRemotes: jest.fn() }));
const load = jest.mocked(loadRemote);

/** A load the test answers when it wants: the runtime's promise for one module. */
function pendingLoad() {
  let fail!: (error: Error) => void;
  load.mockImplementationOnce(() => new Promise((_, reject) => (fail = reject)));
  return (error: Error) => fail(error);
}

beforeAll(() => registerStorefrontRemotes([{ name: 'cart', manifest: '/mf/cart/mf-manifest.json', routes: ['/cart'], overlays: ['cartModal'] }]));

it('a load started before a Retry that fails after it neither reports the remote again nor fails the new attempt', async () => {
  const logged = expectConsoleError('[shell] remote "cart" is unavailable');
  const failOverlays = pendingLoad(); // an overlay preloaded on the shopper's first intent
  const overlays = loadRemoteModule('cart/overlays');
  const failRoutes = pendingLoad();
  const routes = loadRemoteModule('cart/routes');
  failRoutes(new Error('manifest unreachable'));
  await expect(routes).rejects.toThrow('The cart part of the store could not be loaded.');
  expect(isRemoteFailed('cart')).toBe(true);

  retryRemote('cart'); // the shopper pressed Retry, and the remote answers again
  load.mockResolvedValueOnce({ routes: [], contractVersion: '1.0.0' });
  await expect(loadRemoteModule('cart/routes')).resolves.toEqual(expect.objectContaining({ routes: [] }));
  expect(isRemoteFailed('cart')).toBe(false);

  failOverlays(new Error('manifest unreachable')); // the old attempt gives up only now
  await expect(overlays).rejects.toThrow();
  expect(logged).toHaveLength(1);
  expect(isRemoteFailed('cart')).toBe(false);
});
