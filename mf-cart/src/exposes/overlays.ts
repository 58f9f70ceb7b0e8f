// The cart team's overlays, opened by any team through the shared `ui` slice.
import type { RemoteOverlaysModule } from '@storefront/shared';

export const overlays: RemoteOverlaysModule['overlays'] = {
  cartModal: () => import('../overlays/cart-modal/CartModal'),
  cartPanel: () => import('../overlays/cart-panel/CartPanel'),
  wishlistModal: () => import('../overlays/wishlist-modal/WishlistModal'),
  wishlistPanel: () => import('../overlays/wishlist-panel/WishlistPanel'),
};
