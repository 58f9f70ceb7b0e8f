// What a product's buttons do, for the card, quick view and detail page: cart, wishlist, compare, quick view, quick add.
import {
  addToCart,
  addToWishlist,
  openOverlay,
  removeFromWishlist,
  selectIsInCart,
  selectIsInCompare,
  selectIsInWishlist,
  setQuickViewProduct,
  useAppDispatch,
  useAppSelector,
  type Product,
} from '@storefront/shared';
import { compareProduct } from './compareProduct';

export function useProductActions(product: Product) {
  const dispatch = useAppDispatch();
  const productId = product.id;
  const inWishlist = useAppSelector(selectIsInWishlist(productId));
  return {
    inCart: useAppSelector(selectIsInCart(productId)),
    inWishlist,
    inCompare: useAppSelector(selectIsInCompare(productId)),
    addToCart: () => dispatch(addToCart({ product, answerFirst: true })),
    /** Saves the product (the wishlist modal opens, SPEC §4) or, once saved, un-saves it. */
    toggleWishlist: () => dispatch(inWishlist ? removeFromWishlist(productId) : addToWishlist(productId, { answerFirst: true })),
    /** Adds to the compare list (no duplicates) and shows the comparison. */
    compare: () => dispatch(compareProduct(productId)),
    quickView: () => {
      dispatch(setQuickViewProduct(productId));
      dispatch(openOverlay({ name: 'quickView', props: { productId } }));
    },
    quickAdd: () => dispatch(openOverlay({ name: 'quickAdd', props: { productId } })),
  };
}
