import { makeStore } from '../store/store';
import { openOverlay, selectOverlay } from '../ui/uiSlice';
import { addToWishlist, removeFromWishlist, selectIsInWishlist, selectWishlistIds } from './wishlistSlice';

const newStore = () => makeStore({ storage: null });

describe('wishlist', () => {
  it('starts with ids 1, 2 and 3', () => {
    expect(selectWishlistIds(newStore().getState())).toEqual([1, 2, 3]);
  });

  it('appends an id not yet present', () => {
    const store = newStore();
    store.dispatch(addToWishlist(42));
    expect(selectWishlistIds(store.getState())).toEqual([1, 2, 3, 42]);
    expect(selectIsInWishlist(42)(store.getState())).toBe(true);
  });

  it('opens the wishlist modal after an add, replacing any open modal or panel', () => {
    const store = newStore();
    store.dispatch(openOverlay({ name: 'cartPanel' }));
    store.dispatch(addToWishlist(42));
    expect(selectOverlay(store.getState())).toEqual({ name: 'wishlistModal' });
  });

  it('does not duplicate an id already present, nor open the modal for it', () => {
    const store = newStore();
    store.dispatch(addToWishlist(2));
    expect(selectWishlistIds(store.getState())).toEqual([1, 2, 3]);
    expect(selectOverlay(store.getState())).toBeNull();
  });

  it('removes an id', () => {
    const store = newStore();
    store.dispatch(removeFromWishlist(2));
    expect(selectWishlistIds(store.getState())).toEqual([1, 3]);
    expect(selectIsInWishlist(2)(store.getState())).toBe(false);
  });
});
