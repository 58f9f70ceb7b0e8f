// The accessible name of a wishlist toggle (card heart, product page): what pressing it will do, so a screen reader user
// hears "Remove from Wishlist" on a saved product rather than a statement that it is saved (a departure from the
// spec's "Already Wishlished", decision 0021).
export function wishlistButtonLabel(inWishlist: boolean): string {
  return inWishlist ? 'Remove from Wishlist' : 'Add to Wishlist';
}
