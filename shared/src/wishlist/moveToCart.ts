// Moves a wishlist item into the cart: added by the cart rules (so the cart modal opens only on a real add), then removed
// from the wishlist — unless a full cart refused it, so the item is never lost on the way.
import type { Product } from '../types';
import type { AppThunk } from '../store/types';
import { addToCart } from '../cart/addToCart';
import { selectIsInCart } from '../cart/cartSlice';
import { removeFromWishlist } from './wishlistSlice';

export const moveWishlistItemToCart =
  (product: Product): AppThunk =>
  (dispatch, getState) => {
    dispatch(addToCart({ product }));
    if (selectIsInCart(product.id)(getState())) dispatch(removeFromWishlist(product.id));
  };
