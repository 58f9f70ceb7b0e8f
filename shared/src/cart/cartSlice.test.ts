import { makeStore } from '../store/store';
import { digitalProduct, mug, SAMPLE_TIERS, tee } from '../testing/fixtures';
import { openOverlay, selectOverlay } from '../ui/uiSlice';
import { setCurrency } from '../currency/currencySlice';
import { addToCart } from './addToCart';
import {
  clearCart,
  removeFromCart,
  selectCartCount,
  selectCartItems,
  selectCartLine,
  selectIsInCart,
  updateLicense,
  updateQuantity,
  cartTrimNoticeDismissed,
  MAX_CART_LINES,
} from './cartSlice';
import { paintNextFrame } from '../testing/paintNextFrame';
import { toCartLine } from './cartLine';
import { selectCartTotal } from './cartTotal';

const newStore = () => makeStore({ storage: null });

describe('cart: adding', () => {
  it('adds a product only if it is not already in the cart', () => {
    const store = newStore();
    store.dispatch(addToCart({ product: tee, quantity: 2 }));
    store.dispatch(addToCart({ product: { ...tee, title: 'Changed' }, quantity: 5 }));
    expect(selectCartItems(store.getState())).toHaveLength(1);
    expect(selectCartLine(tee.id)(store.getState())).toMatchObject({ title: 'Cotton Tee', quantity: 2 });
  });

  it("a shopper's press (answerFirst) opens the cart modal at once and adds the line once the next frame has painted", () => {
    jest.useFakeTimers();
    try {
      const store = newStore();
      store.dispatch(addToCart({ product: tee, quantity: 2, answerFirst: true }));
      expect(selectOverlay(store.getState())).toEqual({ name: 'cartModal' });
      expect(selectCartItems(store.getState())).toEqual([]);
      paintNextFrame();
      expect(selectCartLine(tee.id)(store.getState())).toMatchObject({ quantity: 2 });
    } finally {
      jest.useRealTimers();
    }
  });

  it('sets quantity 1 by default', () => {
    const store = newStore();
    store.dispatch(addToCart({ product: tee }));
    expect(selectCartLine(tee.id)(store.getState())?.quantity).toBe(1);
  });

  it('never adds a quantity below 1 or a fractional one (minimum 1)', () => {
    const store = newStore();
    store.dispatch(addToCart({ product: tee, quantity: 0 }));
    store.dispatch(addToCart({ product: mug, quantity: 2.5 }));
    expect(selectCartItems(store.getState()).map((line) => line.quantity)).toEqual([1, 1]);
  });

  it('sets the Standard license by default', () => {
    const store = newStore();
    store.dispatch(addToCart({ product: { ...digitalProduct, prices: [SAMPLE_TIERS[2], SAMPLE_TIERS[0]] } }));
    expect(selectCartLine(digitalProduct.id)(store.getState())?.selectedLicense).toBe('Standard');
  });

  it('uses the first tier when none is named standard, and the requested tier when given', () => {
    const store = newStore();
    store.dispatch(addToCart({ product: { ...digitalProduct, prices: [SAMPLE_TIERS[2], SAMPLE_TIERS[1]] } }));
    store.dispatch(addToCart({ product: { ...digitalProduct, id: 102 }, selectedLicense: 'extended' }));
    expect(selectCartLine(101)(store.getState())?.selectedLicense).toBe('Premium');
    expect(selectCartLine(102)(store.getState())?.selectedLicense).toBe('Extended');
  });

  it('keeps an empty license for an unlicensed product', () => {
    const store = newStore();
    store.dispatch(addToCart({ product: tee, selectedLicense: 'Standard' }));
    expect(selectCartLine(tee.id)(store.getState())?.selectedLicense).toBe('');
  });

  it('stores a snapshot of the product so cart views render without refetching', () => {
    const store = newStore();
    store.dispatch(addToCart({ product: tee }));
    store.dispatch(addToCart({ product: mug }));
    store.dispatch(addToCart({ product: digitalProduct }));
    const [teeLine, mugLine, digitalLine] = selectCartItems(store.getState());
    expect(teeLine).toEqual({
      id: 7,
      title: 'Cotton Tee',
      image_url: '/img/tee.jpg',
      price: 20,
      oldPrice: 25,
      prices: [],
      amounts: { USD: { price: 20, oldPrice: 25 }, NGN: { price: 15000, oldPrice: 18750 } },
      category_name: 'Fashion',
      quantity: 1,
      selectedLicense: '',
    });
    expect(mugLine).toMatchObject({ image_url: '/img/mug.jpg', price: 12.5, oldPrice: null });
    expect(digitalLine).toMatchObject({ price: null, prices: SAMPLE_TIERS, category_name: 'Digital Design' });
  });

  it('opens the cart modal after an add, replacing any open modal or panel', () => {
    const store = newStore();
    store.dispatch(openOverlay({ name: 'wishlistPanel' }));
    store.dispatch(addToCart({ product: tee }));
    expect(selectOverlay(store.getState())).toEqual({ name: 'cartModal' });
  });

  it('does not open the cart modal when openModal is false', () => {
    const store = newStore();
    store.dispatch(addToCart({ product: tee, openModal: false }));
    expect(selectOverlay(store.getState())).toBeNull();
    expect(selectIsInCart(tee.id)(store.getState())).toBe(true);
  });

  it('does not open the cart modal when the product was already in the cart', () => {
    const store = newStore();
    store.dispatch(addToCart({ product: tee, openModal: false }));
    store.dispatch(addToCart({ product: tee }));
    expect(selectOverlay(store.getState())).toBeNull();
  });
});

describe('cart: updating lines', () => {
  const storeWithTee = () => {
    const store = newStore();
    store.dispatch(addToCart({ product: tee, quantity: 3, openModal: false }));
    return store;
  };

  it('updates the quantity of an existing line', () => {
    const store = storeWithTee();
    store.dispatch(updateQuantity({ id: tee.id, quantity: 5 }));
    expect(selectCartLine(tee.id)(store.getState())?.quantity).toBe(5);
  });

  it('accepts only whole quantities of at least 1', () => {
    const store = storeWithTee();
    for (const quantity of [0, -2, 1.5, Number.NaN, Number.POSITIVE_INFINITY, '4' as unknown as number]) {
      store.dispatch(updateQuantity({ id: tee.id, quantity }));
    }
    expect(selectCartLine(tee.id)(store.getState())?.quantity).toBe(3);
  });

  it('ignores updates for a product that is not in the cart', () => {
    const store = storeWithTee();
    const before = store.getState().cart;
    store.dispatch(updateQuantity({ id: 999, quantity: 2 }));
    store.dispatch(updateLicense({ id: 999, selectedLicense: 'Premium' }));
    expect(store.getState().cart).toBe(before);
  });

  it('updates the license to one of the line’s tiers, spelled as the product spells it', () => {
    const store = newStore();
    store.dispatch(addToCart({ product: digitalProduct, openModal: false }));
    store.dispatch(updateLicense({ id: digitalProduct.id, selectedLicense: 'premium' }));
    expect(selectCartLine(digitalProduct.id)(store.getState())?.selectedLicense).toBe('Premium');
  });

  it('ignores a license the product does not offer', () => {
    const store = newStore();
    store.dispatch(addToCart({ product: digitalProduct, openModal: false }));
    store.dispatch(updateLicense({ id: digitalProduct.id, selectedLicense: 'Basic' }));
    store.dispatch(addToCart({ product: tee, openModal: false }));
    store.dispatch(updateLicense({ id: tee.id, selectedLicense: 'Standard' }));
    expect(selectCartLine(digitalProduct.id)(store.getState())?.selectedLicense).toBe('Standard');
    expect(selectCartLine(tee.id)(store.getState())?.selectedLicense).toBe('');
  });

  it('removes a line by id', () => {
    const store = storeWithTee();
    store.dispatch(addToCart({ product: mug, openModal: false }));
    store.dispatch(removeFromCart(tee.id));
    expect(selectCartItems(store.getState()).map((line) => line.id)).toEqual([mug.id]);
    expect(selectIsInCart(tee.id)(store.getState())).toBe(false);
  });

  it('clearing empties the cart and sets the total to 0', () => {
    const store = storeWithTee();
    store.dispatch(clearCart());
    expect(selectCartItems(store.getState())).toEqual([]);
    expect(selectCartTotal(store.getState())).toBe(0);
  });
});

describe('cart: derived values', () => {
  it('counts distinct lines, not quantities', () => {
    const store = newStore();
    store.dispatch(addToCart({ product: tee, quantity: 3, openModal: false }));
    store.dispatch(addToCart({ product: mug, openModal: false }));
    expect(selectCartCount(store.getState())).toBe(2);
  });

  it('computes the total from unit prices, license tiers and quantities', () => {
    const store = newStore();
    store.dispatch(addToCart({ product: tee, quantity: 3, openModal: false })); // 3 × 20
    store.dispatch(addToCart({ product: digitalProduct, quantity: 2, selectedLicense: 'Extended', openModal: false })); // 2 × 199.99
    expect(selectCartTotal(store.getState())).toBe(459.98);
  });

  it('recomputes the total whenever the cart changes', () => {
    const store = newStore();
    store.dispatch(addToCart({ product: digitalProduct, openModal: false }));
    expect(selectCartTotal(store.getState())).toBe(29.99);
    store.dispatch(updateLicense({ id: digitalProduct.id, selectedLicense: 'Premium' }));
    expect(selectCartTotal(store.getState())).toBe(499.99);
    store.dispatch(updateQuantity({ id: digitalProduct.id, quantity: 3 }));
    expect(selectCartTotal(store.getState())).toBe(1499.97);
    store.dispatch(removeFromCart(digitalProduct.id));
    expect(selectCartTotal(store.getState())).toBe(0);
  });

  it("recomputes the total whenever the currency changes, from the tiers' and the server's amounts in that currency", () => {
    const store = newStore();
    store.dispatch(addToCart({ product: digitalProduct, openModal: false }));
    store.dispatch(addToCart({ product: tee, quantity: 2, openModal: false }));
    expect(selectCartTotal(store.getState())).toBe(69.99);
    store.dispatch(setCurrency('NGN'));
    expect(selectCartTotal(store.getState())).toBe(22499.25 + 2 * 15000);
  });

  it("prices an unlicensed line in NGN at the server's NGN amount, never from its dollar price", () => {
    const store = newStore();
    // The shop's naira price need not be 750 × the dollar price: the amount the server answered is what counts.
    const priced = { ...tee, amounts: { USD: { price: 20, oldPrice: null }, NGN: { price: 14000, oldPrice: null } } };
    store.dispatch(addToCart({ product: priced, quantity: 3, openModal: false }));
    store.dispatch(setCurrency('NGN'));
    expect(selectCartTotal(store.getState())).toBe(42000);
  });

  it('counts a line without its NGN amount as 0 in the NGN total, and keeps its USD price', () => {
    const store = newStore();
    store.dispatch(addToCart({ product: { ...tee, amounts: undefined }, quantity: 2, openModal: false }));
    store.dispatch(addToCart({ product: digitalProduct, openModal: false }));
    expect(selectCartTotal(store.getState())).toBe(69.99);
    store.dispatch(setCurrency('NGN'));
    expect(selectCartTotal(store.getState())).toBe(22499.25);
  });

  it('counts a line without price data as 0 in the total', () => {
    const store = newStore();
    store.dispatch(addToCart({ product: { id: 5, title: 'Free sample' }, openModal: false }));
    store.dispatch(addToCart({ product: mug, openModal: false }));
    expect(selectCartTotal(store.getState())).toBe(12.5);
  });

  it('does not recompute the total for changes outside the cart and currency', () => {
    const store = newStore();
    store.dispatch(addToCart({ product: mug, openModal: false }));
    const calls = selectCartTotal.recomputations();
    selectCartTotal(store.getState());
    store.dispatch(openOverlay({ name: 'search' }));
    selectCartTotal(store.getState());
    expect(selectCartTotal.recomputations()).toBe(calls + 1);
  });
});

describe('cart: caps', () => {
  /** A store whose cart already holds `count` lines (ids 1001…). */
  const storeWithLines = (count: number) =>
    makeStore({ storage: null, preloadedState: { cart: { items: Array.from({ length: count }, (_, index) => toCartLine({ ...tee, id: 1001 + index })) } } });

  it('holds at most 100 lines: another product changes nothing and the cart modal opens saying the cart is full', () => {
    expect(MAX_CART_LINES).toBe(100);
    const store = storeWithLines(100);
    const before = selectCartItems(store.getState());
    store.dispatch(addToCart({ product: mug }));
    expect(selectCartItems(store.getState())).toBe(before);
    expect(selectOverlay(store.getState())).toEqual({ name: 'cartModal', props: { limitReached: true } });
  });

  it('a press on a full cart opens the modal saying so and adds nothing after the frame either', () => {
    jest.useFakeTimers();
    try {
      const store = storeWithLines(100);
      const before = selectCartItems(store.getState());
      store.dispatch(addToCart({ product: mug, answerFirst: true }));
      expect(selectOverlay(store.getState())).toEqual({ name: 'cartModal', props: { limitReached: true } });
      jest.runAllTimers();
      expect(selectCartItems(store.getState())).toBe(before);
    } finally {
      jest.useRealTimers();
    }
  });

  it('takes the 100th line as usual', () => {
    const store = storeWithLines(99);
    store.dispatch(addToCart({ product: mug }));
    expect(selectCartCount(store.getState())).toBe(100);
    expect(selectOverlay(store.getState())).toEqual({ name: 'cartModal' });
  });

  it('opens nothing for a full cart when the caller asked for no modal', () => {
    const store = storeWithLines(100);
    store.dispatch(addToCart({ product: mug, openModal: false }));
    expect(selectCartCount(store.getState())).toBe(100);
    expect(selectOverlay(store.getState())).toBeNull();
  });

  it('adds at most 99 of one item and sets a larger quantity to 99', () => {
    const store = newStore();
    store.dispatch(addToCart({ product: tee, quantity: 150, openModal: false }));
    expect(selectCartLine(tee.id)(store.getState())?.quantity).toBe(99);
    store.dispatch(updateQuantity({ id: tee.id, quantity: 5 }));
    store.dispatch(updateQuantity({ id: tee.id, quantity: 1000 }));
    expect(selectCartLine(tee.id)(store.getState())?.quantity).toBe(99);
  });

  it('forgets the trim message once it is dismissed', () => {
    const store = makeStore({ storage: null, preloadedState: { cart: { items: [toCartLine(tee)], trimmedOnLoad: true } } });
    store.dispatch(cartTrimNoticeDismissed());
    expect(store.getState().cart.trimmedOnLoad).toBe(false);
  });
});
