import type { OverlayName } from '@storefront/shared';
import { opensOverlay, type ExposedModule } from '@storefront/shared/contracts';
import { loadRemoteModule, type RemoteModuleId } from '../federation/loadRemoteModule';
import type { RemoteDescriptor } from '@storefront/shared/contracts';
import { preloadOverlaysOnIntent } from './preloadOverlays';

jest.mock('../federation/loadRemoteModule', () => ({ loadRemoteModule: jest.fn() }));
const loadModule = jest.mocked(loadRemoteModule);

const remote = (name: RemoteDescriptor['name'], overlays: OverlayName[]): RemoteDescriptor => ({
  name,
  manifest: `/mf/${name}/mf-manifest.json`,
  routes: [],
  overlays,
});
const REMOTES = [remote('catalog', ['quickView', 'search']), remote('cart', ['cartModal', 'cartPanel', 'wishlistModal'])];

/** The overlay chunks fetched, as `remote/overlay`, in the order asked for. */
let fetchedChunks: string[];
let stop: () => void;

beforeEach(() => {
  fetchedChunks = [];
  loadModule.mockReset();
  loadModule.mockImplementation(async (id) => {
    const owner = (id as RemoteModuleId).split('/')[0];
    const overlays = new Proxy({}, { get: (_, name) => async () => void fetchedChunks.push(`${owner}/${String(name)}`) });
    return { overlays } as unknown as ExposedModule<'overlays'>;
  });
  document.body.innerHTML = '';
  stop = preloadOverlaysOnIntent(REMOTES);
});
afterEach(() => stop());

/** A button that opens `name`, with a label inside it (the event's target is often a child of the control). */
function control(name: string, attributes: Record<string, string> = opensOverlay(name as OverlayName)) {
  const button = document.createElement('button');
  for (const [key, value] of Object.entries(attributes)) button.setAttribute(key, value);
  button.innerHTML = '<span>Label</span>';
  document.body.append(button);
  return button.firstElementChild!;
}
const settled = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('preloadOverlaysOnIntent', () => {
  it('loads an overlay when the pointer reaches a control that opens it, once, from the remote that lists it', async () => {
    const addToCart = control('cartModal');
    await settled();
    expect(loadModule).not.toHaveBeenCalled();
    addToCart.dispatchEvent(new Event('pointerover', { bubbles: true }));
    addToCart.dispatchEvent(new Event('pointerover', { bubbles: true }));
    await settled();
    expect(loadModule.mock.calls).toEqual([['cart/overlays']]);
    expect(fetchedChunks).toEqual(['cart/cartModal']);
  });

  it('loads on a touch or the keyboard focus as well, each overlay its own', async () => {
    control('quickView').dispatchEvent(new Event('touchstart', { bubbles: true }));
    control('wishlistModal').dispatchEvent(new FocusEvent('focusin', { bubbles: true }));
    await settled();
    expect(fetchedChunks).toEqual(['catalog/quickView', 'cart/wishlistModal']);
  });

  it('loads nothing for other controls, for an overlay no remote lists, or when the remote fails (it is reported when opened)', async () => {
    control('cartModal', {}).dispatchEvent(new Event('pointerover', { bubbles: true }));
    control('sizeGuide').dispatchEvent(new Event('pointerover', { bubbles: true }));
    await settled();
    expect(loadModule).not.toHaveBeenCalled();
    loadModule.mockRejectedValueOnce(new Error('offline'));
    control('cartModal').dispatchEvent(new Event('pointerover', { bubbles: true }));
    await settled();
    expect(fetchedChunks).toEqual([]);
  });

  it('loads nothing once stopped', async () => {
    stop();
    control('cartModal').dispatchEvent(new Event('pointerover', { bubbles: true }));
    await settled();
    expect(loadModule).not.toHaveBeenCalled();
  });
});
