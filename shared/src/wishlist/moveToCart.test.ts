import { makeStore } from '../store/store';
import { digitalProduct, tee } from '../testing/fixtures';
import { addToCart } from '../cart/addToCart';
import { selectCartItems, selectCartLine } from '../cart/cartSlice';
import { toCartLine } from '../cart/cartLine';
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
    expect(selectWishlistIds(store.getState())).toEqual([]);
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

describe('wishlist: move to a full cart', () => {
  it('keeps the item in the wishlist when the full cart refuses it, and the cart modal says why', () => {
    const items = Array.from({ length: 100 }, (_, index) => toCartLine({ ...tee, id: 1001 + index }));
    const store = makeStore({ storage: null, preloadedState: { cart: { items }, wishlist: { ids: [digitalProduct.id] } } });
    store.dispatch(moveWishlistItemToCart(digitalProduct));
    expect(selectCartLine(digitalProduct.id)(store.getState())).toBeUndefined();
    expect(selectWishlistIds(store.getState())).toEqual([digitalProduct.id]);
    expect(selectOverlay(store.getState())).toEqual({ name: 'cartModal', props: { limitReached: true } });
  });
});
