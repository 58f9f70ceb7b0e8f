import { makeStore } from '../store/store';
import { paintNextFrame } from '../testing/paintNextFrame';
import { openOverlay, selectOverlay } from '../ui/uiSlice';
import { addToWishlist, MAX_WISHLIST_ITEMS, removeFromWishlist, selectIsInWishlist, selectWishlistIds, wishlistTrimNoticeDismissed } from './wishlistSlice';

const newStore = () => makeStore({ storage: null });
const storeWithSaved = () => makeStore({ storage: null, preloadedState: { wishlist: { ids: [1, 2, 3] } } });

describe('wishlist', () => {
  it('starts empty for a new shopper: nothing is saved that they did not choose', () => {
    expect(selectWishlistIds(newStore().getState())).toEqual([]);
    expect(selectIsInWishlist(1)(newStore().getState())).toBe(false);
  });

  it('appends an id not yet present', () => {
    const store = storeWithSaved();
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

  it("a shopper's press (answerFirst) opens the modal at once and appends the id once the next frame has painted", () => {
    jest.useFakeTimers();
    try {
      const store = storeWithSaved();
      store.dispatch(addToWishlist(42, { answerFirst: true }));
      expect(selectOverlay(store.getState())).toEqual({ name: 'wishlistModal' });
      expect(selectWishlistIds(store.getState())).toEqual([1, 2, 3]);
      paintNextFrame();
      expect(selectWishlistIds(store.getState())).toEqual([1, 2, 3, 42]);
    } finally {
      jest.useRealTimers();
    }
  });

  it('does not duplicate an id already present, nor open the modal for it', () => {
    const store = storeWithSaved();
    store.dispatch(addToWishlist(2));
    expect(selectWishlistIds(store.getState())).toEqual([1, 2, 3]);
    expect(selectOverlay(store.getState())).toBeNull();
  });

  it('removes an id', () => {
    const store = storeWithSaved();
    store.dispatch(removeFromWishlist(2));
    expect(selectWishlistIds(store.getState())).toEqual([1, 3]);
    expect(selectIsInWishlist(2)(store.getState())).toBe(false);
  });
});

describe('wishlist: cap', () => {
  const storeWithIds = (count: number) =>
    makeStore({ storage: null, preloadedState: { wishlist: { ids: Array.from({ length: count }, (_, index) => 1001 + index) } } });

  it('holds at most 100 ids: another changes nothing and the wishlist modal opens saying the wishlist is full', () => {
    expect(MAX_WISHLIST_ITEMS).toBe(100);
    const store = storeWithIds(100);
    store.dispatch(addToWishlist(7));
    expect(selectWishlistIds(store.getState())).toHaveLength(100);
    expect(selectIsInWishlist(7)(store.getState())).toBe(false);
    expect(selectOverlay(store.getState())).toEqual({ name: 'wishlistModal', props: { limitReached: true } });
  });

  it('takes the 100th id as usual', () => {
    const store = storeWithIds(99);
    store.dispatch(addToWishlist(7));
    expect(selectIsInWishlist(7)(store.getState())).toBe(true);
    expect(selectOverlay(store.getState())).toEqual({ name: 'wishlistModal' });
  });

  it('forgets the trim message once it is dismissed', () => {
    const store = makeStore({ storage: null, preloadedState: { wishlist: { ids: [4], trimmedOnLoad: true } } });
    store.dispatch(wishlistTrimNoticeDismissed());
    expect(store.getState().wishlist.trimmedOnLoad).toBe(false);
  });
});
