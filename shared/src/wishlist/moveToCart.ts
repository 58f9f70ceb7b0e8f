// Moves a wishlist item into the cart: added by the cart rules (so the cart modal opens only on a real add), then removed from the wishlist.
import type { Product } from '../types';
import type { AppThunk } from '../store/types';
import { addToCart } from '../cart/addToCart';
import { removeFromWishlist } from './wishlistSlice';

export const moveWishlistItemToCart =
  (product: Product): AppThunk =>
  (dispatch) => {
    dispatch(addToCart({ product }));
    dispatch(removeFromWishlist(product.id));
  };
