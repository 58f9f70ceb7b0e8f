import { makeStore } from '../store/store';
import {
  closeOverlay,
  openOverlay,
  selectIsOverlayOpen,
  selectOverlay,
  selectQuickAddQuantity,
  selectQuickViewProductId,
  setQuickAddQuantity,
  setQuickViewProduct,
} from './uiSlice';

const newStore = () => makeStore({ storage: null });

describe('ui: modals and panels', () => {
  it('starts with nothing open', () => {
    expect(selectOverlay(newStore().getState())).toBeNull();
  });

  it('opens one overlay at a time: opening another replaces the open one', () => {
    const store = newStore();
    store.dispatch(openOverlay({ name: 'search' }));
    store.dispatch(openOverlay({ name: 'quickView', props: { productId: 4 } }));
    expect(selectOverlay(store.getState())).toEqual({ name: 'quickView', props: { productId: 4 } });
    expect(selectIsOverlayOpen('search')(store.getState())).toBe(false);
    expect(selectIsOverlayOpen('quickView')(store.getState())).toBe(true);
  });

  it('closes the open overlay', () => {
    const store = newStore();
    store.dispatch(openOverlay({ name: 'cartPanel' }));
    store.dispatch(closeOverlay());
    expect(selectOverlay(store.getState())).toBeNull();
  });

  it('ignores an overlay name nobody renders', () => {
    const store = newStore();
    store.dispatch(openOverlay({ name: 'cartPanel' }));
    store.dispatch(openOverlay({ name: 'nope' as never }));
    expect(selectOverlay(store.getState())).toEqual({ name: 'cartPanel' });
  });
});

describe('ui: quick view and quick add', () => {
  it('keeps the quick-view product', () => {
    const store = newStore();
    expect(selectQuickViewProductId(store.getState())).toBeNull();
    store.dispatch(setQuickViewProduct(12));
    expect(selectQuickViewProductId(store.getState())).toBe(12);
  });

  it('starts the quick-add quantity at 1 and accepts only whole numbers of at least 1', () => {
    const store = newStore();
    expect(selectQuickAddQuantity(store.getState())).toBe(1);
    store.dispatch(setQuickAddQuantity(4));
    store.dispatch(setQuickAddQuantity(0));
    store.dispatch(setQuickAddQuantity(2.5));
    expect(selectQuickAddQuantity(store.getState())).toBe(4);
  });

  it('sets a quick-add quantity above 99 to 99', () => {
    const store = newStore();
    store.dispatch(setQuickAddQuantity(250));
    expect(selectQuickAddQuantity(store.getState())).toBe(99);
  });
});
