// The empty-wishlist message (SPEC §2 "Wishlist"), shown by the wishlist page and panel.
import { EmptyState } from '../EmptyState/EmptyState';

export function WishlistEmpty() {
  return (
    <EmptyState
      message="Your wishlist is empty. Start adding your favorite products to save them for later!"
      linkTo="/shop-default-grid"
      linkText="Explore products"
    />
  );
}
