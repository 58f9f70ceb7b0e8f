// What a product's buttons do, for the card, quick view and detail page: cart, wishlist, compare, quick view, quick add.
import {
  addToCart,
  addToWishlist,
  openOverlay,
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
  return {
    inCart: useAppSelector(selectIsInCart(productId)),
    inWishlist: useAppSelector(selectIsInWishlist(productId)),
    inCompare: useAppSelector(selectIsInCompare(productId)),
    addToCart: () => dispatch(addToCart({ product })),
    addToWishlist: () => dispatch(addToWishlist(productId)),
    /** Adds to the compare list (no duplicates) and shows the comparison. */
    compare: () => dispatch(compareProduct(productId)),
    quickView: () => {
      dispatch(setQuickViewProduct(productId));
      dispatch(openOverlay({ name: 'quickView', props: { productId } }));
    },
    quickAdd: () => dispatch(openOverlay({ name: 'quickAdd', props: { productId } })),
  };
}
