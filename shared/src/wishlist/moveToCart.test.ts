import { makeStore } from '../store/store';
import { digitalProduct, tee } from '../testing/fixtures';
import { addToCart } from '../cart/addToCart';
import { selectCartItems, selectCartLine } from '../cart/cartSlice';
import { selectOverlay } from '../ui/uiSlice';
import { addToWishlist, selectWishlistIds } from './wishlistSlice';
import { moveWishlistItemToCart } from './moveToCart';

const newStore = () => makeStore({ storage: null });

describe('wishlist: move to cart', () => {
  it('adds the product to the cart with the cart defaults and removes it from the wishlist', () => {
    const store = newStore();
    store.dispatch(addToWishlist(digitalProduct.id));
    store.dispatch(moveWishlistItemToCart(digitalProduct));
    expect(selectCartLine(digitalProduct.id)(store.getState())).toMatchObject({ quantity: 1, selectedLicense: 'Standard' });
    expect(selectWishlistIds(store.getState())).toEqual([1, 2, 3]);
    expect(selectOverlay(store.getState())).toEqual({ name: 'cartModal' });
  });

  it('keeps the existing cart line when the product is already in the cart, and still leaves the wishlist', () => {
    const store = newStore();
    store.dispatch(addToCart({ product: tee, quantity: 4, openModal: false }));
    store.dispatch(addToWishlist(tee.id));
    store.dispatch(moveWishlistItemToCart(tee));
    expect(selectCartItems(store.getState())).toHaveLength(1);
    expect(selectCartLine(tee.id)(store.getState())?.quantity).toBe(4);
    expect(selectWishlistIds(store.getState())).not.toContain(tee.id);
  });
});
