// The cart team's overlays, opened by any team through the shared `ui` slice.
import type { RemoteOverlaysModule } from '@storefront/shared';
import { EXPOSED_CONTRACT_VERSIONS } from '@storefront/shared/contracts';

export const overlays: RemoteOverlaysModule['overlays'] = {
  cartModal: () => import('../overlays/cart-modal/CartModal'),
  cartPanel: () => import('../overlays/cart-panel/CartPanel'),
  wishlistModal: () => import('../overlays/wishlist-modal/WishlistModal'),
  wishlistPanel: () => import('../overlays/wishlist-panel/WishlistPanel'),
};

/** The version of the overlays contract this build implements; the shell refuses another major. */
export const contractVersion = EXPOSED_CONTRACT_VERSIONS.overlays;
