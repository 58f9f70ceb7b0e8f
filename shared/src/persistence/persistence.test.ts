import { makeStore } from '../store/store';
import { addToCart } from '../cart/addToCart';
import { clearCart, removeFromCart, selectCartItems, updateQuantity } from '../cart/cartSlice';
import { saveCartNote, selectCartNote } from '../cart/cartNoteSlice';
import { addToWishlist, removeFromWishlist, selectWishlistIds } from '../wishlist/wishlistSlice';
import { addToCompare } from '../compare/compareSlice';
import { selectCurrency, setCurrency } from '../currency/currencySlice';
import { digitalProduct, tee } from '../testing/fixtures';
import { memoryStorage } from '../testing/memoryStorage';
import { STORAGE_KEYS } from './storageKeys';

const storedLine = { id: 7, title: 'Cotton Tee', image_url: '/img/tee.jpg', price: 20, prices: [], quantity: 2, selectedLicense: '' };

describe('persistence: saving on every change', () => {
  it('saves the cart under the cart key on every change', () => {
    const storage = memoryStorage();
    const store = makeStore({ storage });
    store.dispatch(addToCart({ product: tee, openModal: false }));
    expect(JSON.parse(storage.getItem(STORAGE_KEYS.cart)!)).toEqual(selectCartItems(store.getState()));
    store.dispatch(updateQuantity({ id: tee.id, quantity: 4 }));
    expect(JSON.parse(storage.getItem('cart')!)[0].quantity).toBe(4);
  });

  it('saves the wishlist under the wishlist key on every change', () => {
    const storage = memoryStorage();
    const store = makeStore({ storage });
    store.dispatch(addToWishlist(9));
    store.dispatch(addToWishlist(4));
    expect(storage.getItem('wishlist')).toBe('[9,4]');
    store.dispatch(removeFromWishlist(9));
    expect(storage.getItem('wishlist')).toBe('[4]');
  });

  it('stores the currency under a currency key', () => {
    const storage = memoryStorage();
    const store = makeStore({ storage });
    store.dispatch(setCurrency('NGN'));
    expect(storage.getItem('currency')).toBe('NGN');
  });

  it('saves the cart note, and removes it when emptied', () => {
    const storage = memoryStorage();
    const store = makeStore({ storage });
    store.dispatch(saveCartNote('Leave at the door'));
    expect(storage.getItem('cartNote')).toBe('Leave at the door');
    store.dispatch(saveCartNote(''));
    expect(storage.getItem('cartNote')).toBeNull();
  });

  it('clearing the cart removes the stored cart', () => {
    const storage = memoryStorage();
    const store = makeStore({ storage });
    store.dispatch(addToCart({ product: tee, openModal: false }));
    store.dispatch(clearCart());
    expect(storage.getItem('cart')).toBeNull();
  });

  it('removing the last line removes the stored cart too', () => {
    const storage = memoryStorage();
    const store = makeStore({ storage });
    store.dispatch(addToCart({ product: tee, openModal: false }));
    store.dispatch(removeFromCart(tee.id));
    expect(storage.getItem('cart')).toBeNull();
  });

  it('writes nothing for state it does not persist', () => {
    const storage = memoryStorage();
    const store = makeStore({ storage });
    store.dispatch(addToCompare(9));
    expect(storage.length).toBe(0);
  });
});

describe('persistence: restoring on load', () => {
  it('restores a stored cart, wishlist, currency and note', () => {
    const storage = memoryStorage({
      cart: JSON.stringify([storedLine]),
      wishlist: '[5,6]',
      currency: 'NGN',
      cartNote: 'Gift',
    });
    const state = makeStore({ storage }).getState();
    expect(selectCartItems(state)).toEqual([storedLine]);
    expect(selectWishlistIds(state)).toEqual([5, 6]);
    expect(selectCurrency(state)).toBe('NGN');
    expect(selectCartNote(state)).toBe('Gift');
  });

  it('restores an empty stored cart and wishlist as empty', () => {
    const state = makeStore({ storage: memoryStorage({ cart: '[]', wishlist: '[]' }) }).getState();
    expect(selectCartItems(state)).toEqual([]);
    expect(selectWishlistIds(state)).toEqual([]);
  });

  it('keeps an emptied wishlist empty when the store is created again from storage: no sample items return', () => {
    const storage = memoryStorage();
    const store = makeStore({ storage });
    store.dispatch(addToWishlist(9));
    store.dispatch(removeFromWishlist(9));
    expect(selectWishlistIds(makeStore({ storage }).getState())).toEqual([]);
  });

  it('starts a new shopper with an empty wishlist and compare list', () => {
    const state = makeStore({ storage: memoryStorage() }).getState();
    expect(selectWishlistIds(state)).toEqual([]);
    expect(state.compare.ids).toEqual([]);
  });

  it('restores the currency only if present, else USD', () => {
    expect(selectCurrency(makeStore({ storage: memoryStorage() }).getState())).toBe('USD');
  });

  it('reads a currency stored as JSON too', () => {
    expect(selectCurrency(makeStore({ storage: memoryStorage({ currency: '"NGN"' }) }).getState())).toBe('NGN');
  });

  it('a restored store keeps persisting', () => {
    const storage = memoryStorage({ cart: JSON.stringify([storedLine]) });
    const store = makeStore({ storage });
    store.dispatch(addToCart({ product: digitalProduct, openModal: false }));
    expect(JSON.parse(storage.getItem('cart')!).map((line: { id: number }) => line.id)).toEqual([7, 101]);
  });

  it('lets preloaded state win over stored state', () => {
    const storage = memoryStorage({ currency: 'NGN' });
    expect(selectCurrency(makeStore({ storage, preloadedState: { currency: 'USD' } }).getState())).toBe('USD');
  });
});

describe('persistence: bad stored data is dropped, never crashes', () => {
  it('drops corrupt JSON', () => {
    const state = makeStore({ storage: memoryStorage({ cart: '[{"id":7,', wishlist: 'not json' }) }).getState();
    expect(selectCartItems(state)).toEqual([]);
    expect(selectWishlistIds(state)).toEqual([]);
  });

  it('drops values of the wrong shape', () => {
    const state = makeStore({ storage: memoryStorage({ cart: '{"items":[]}', wishlist: '"1,2"', currency: '42' }) }).getState();
    expect(selectCartItems(state)).toEqual([]);
    expect(selectWishlistIds(state)).toEqual([]);
    expect(selectCurrency(state)).toBe('USD');
  });

  it('drops a foreign currency such as EUR', () => {
    expect(selectCurrency(makeStore({ storage: memoryStorage({ currency: 'EUR' }) }).getState())).toBe('USD');
  });

  it('drops bad cart lines one by one and keeps the good ones', () => {
    const cart = [
      storedLine,
      { ...storedLine, id: 8, quantity: -1 },
      { ...storedLine, id: 9.5 },
      { ...storedLine, id: 10, quantity: 0 },
      { ...storedLine, id: '11' },
      null,
      'line',
      { ...storedLine, id: 12, title: undefined },
    ];
    const state = makeStore({ storage: memoryStorage({ cart: JSON.stringify(cart) }) }).getState();
    expect(selectCartItems(state).map((line) => line.id)).toEqual([7]);
  });

  it('drops non-integer and non-positive wishlist ids one by one', () => {
    const state = makeStore({ storage: memoryStorage({ wishlist: '[4, 4.5, "5", -1, 0, null, 6, 4]' }) }).getState();
    expect(selectWishlistIds(state)).toEqual([4, 6]);
  });

  it('survives storage that throws on every read and write (private mode, full quota)', () => {
    const storage = memoryStorage({}, { failReads: true, failWrites: true });
    const store = makeStore({ storage });
    expect(() => {
      store.dispatch(addToCart({ product: tee, openModal: false }));
      store.dispatch(setCurrency('NGN'));
      store.dispatch(addToWishlist(5));
      store.dispatch(saveCartNote('x'));
      store.dispatch(clearCart());
    }).not.toThrow();
    expect(selectCurrency(store.getState())).toBe('NGN');
  });

  it('keeps working in memory when only writes fail', () => {
    const storage = memoryStorage({ currency: 'NGN' }, { failWrites: true });
    const store = makeStore({ storage });
    store.dispatch(addToCart({ product: tee, openModal: false }));
    expect(selectCurrency(store.getState())).toBe('NGN');
    expect(selectCartItems(store.getState())).toHaveLength(1);
  });

  it('persists nothing when storage is null', () => {
    const store = makeStore({ storage: null });
    store.dispatch(addToCart({ product: tee, openModal: false }));
    expect(window.localStorage.getItem('cart')).toBeNull();
  });
});

describe('persistence: stored lists beyond their caps', () => {
  const storedLines = (count: number) => Array.from({ length: count }, (_, index) => ({ ...storedLine, id: 1001 + index }));

  it('cuts a stored cart of 20,000 lines to its first 100, flags the message, and stores the cut cart at once', () => {
    const storage = memoryStorage({ cart: JSON.stringify(storedLines(20_000)) });
    const state = makeStore({ storage }).getState();
    expect(selectCartItems(state).map((line) => line.id)).toEqual(storedLines(100).map((line) => line.id));
    expect(state.cart.trimmedOnLoad).toBe(true);
    expect(JSON.parse(storage.getItem('cart')!)).toHaveLength(100);
  });

  it('says nothing on the next load: the stored cart is already within the cap', () => {
    const storage = memoryStorage({ cart: JSON.stringify(storedLines(150)) });
    makeStore({ storage });
    const next = makeStore({ storage }).getState();
    expect(selectCartItems(next)).toHaveLength(100);
    expect(next.cart.trimmedOnLoad).toBe(false);
  });

  it('restores a cart of exactly 100 lines as it is, without a message or a write', () => {
    const stored = JSON.stringify(storedLines(100));
    const storage = memoryStorage({ cart: stored });
    const state = makeStore({ storage }).getState();
    expect(selectCartItems(state)).toHaveLength(100);
    expect(state.cart.trimmedOnLoad).toBe(false);
    expect(storage.getItem('cart')).toBe(stored);
  });

  it('cuts a stored wishlist to its first 100 distinct ids, flags the message, and stores the cut list', () => {
    const ids = Array.from({ length: 5000 }, (_, index) => index + 1);
    const storage = memoryStorage({ wishlist: JSON.stringify(ids) });
    const state = makeStore({ storage }).getState();
    expect(selectWishlistIds(state)).toEqual(ids.slice(0, 100));
    expect(state.wishlist.trimmedOnLoad).toBe(true);
    expect(JSON.parse(storage.getItem('wishlist')!)).toEqual(ids.slice(0, 100));
  });

  it('reads a stored quantity above 99 as 99', () => {
    const state = makeStore({ storage: memoryStorage({ cart: JSON.stringify([{ ...storedLine, quantity: 500 }]) }) }).getState();
    expect(selectCartItems(state)[0].quantity).toBe(99);
  });

  it('drops a stored note the API would refuse with the order (over 2000 characters, or with U+0000)', () => {
    expect(selectCartNote(makeStore({ storage: memoryStorage({ cartNote: 'n'.repeat(2000) }) }).getState())).toHaveLength(2000);
    expect(selectCartNote(makeStore({ storage: memoryStorage({ cartNote: 'n'.repeat(2001) }) }).getState())).toBe('');
    expect(selectCartNote(makeStore({ storage: memoryStorage({ cartNote: 'Gift\u0000' }) }).getState())).toBe('');
  });
});
