import { readFileSync } from 'node:fs';
import path from 'node:path';
import { OVERLAY_NAMES } from '@storefront/shared';
import { parseRemotesManifest } from '@storefront/shared/contracts';
import { overlayOwner } from './overlayOwner';

const shipped = parseRemotesManifest(JSON.parse(readFileSync(path.join(__dirname, '../../public/remotes.json'), 'utf8')));

describe('overlay ownership', () => {
  it('is remotes.json’s: the shipped file gives every overlay to exactly one remote, cart and wishlist ones to the cart team', () => {
    for (const name of OVERLAY_NAMES) expect(shipped.remotes.filter((remote) => remote.overlays.includes(name))).toHaveLength(1);
    const ownedBy = (remote: string) => OVERLAY_NAMES.filter((name) => overlayOwner(shipped.remotes, name) === remote);
    expect(ownedBy('cart')).toEqual(['cartModal', 'cartPanel', 'wishlistModal', 'wishlistPanel']);
    expect(ownedBy('catalog')).toEqual(['quickView', 'quickAdd', 'search', 'sizeGuide', 'categories', 'compare']);
  });

  it('asks no remote for an overlay remotes.json does not list', () => {
    expect(overlayOwner([{ name: 'cart', manifest: '/mf/cart/mf-manifest.json', routes: [], overlays: ['cartModal'] }], 'quickView')).toBeUndefined();
  });
});
