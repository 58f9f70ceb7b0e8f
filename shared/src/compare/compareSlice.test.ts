import { makeStore } from '../store/store';
import { selectOverlay } from '../ui/uiSlice';
import { addToCompare, MAX_COMPARE_ITEMS, removeFromCompare, selectCompareIds, selectIsInCompare } from './compareSlice';

const newStore = () => makeStore({ storage: null });
const storeWithCompared = () => makeStore({ storage: null, preloadedState: { compare: { ids: [1, 2, 3] } } });

describe('compare list', () => {
  it('starts empty for a new shopper: nothing is compared that they did not choose', () => {
    expect(selectCompareIds(newStore().getState())).toEqual([]);
  });

  it('adds ids with no duplicates', () => {
    const store = storeWithCompared();
    store.dispatch(addToCompare(9));
    store.dispatch(addToCompare(9));
    store.dispatch(addToCompare(1));
    expect(selectCompareIds(store.getState())).toEqual([1, 2, 3, 9]);
    expect(selectIsInCompare(9)(store.getState())).toBe(true);
  });

  it('removes an id', () => {
    const store = storeWithCompared();
    store.dispatch(removeFromCompare(1));
    expect(selectCompareIds(store.getState())).toEqual([2, 3]);
    expect(selectIsInCompare(1)(store.getState())).toBe(false);
  });

  it('opens no overlay when adding', () => {
    const store = newStore();
    store.dispatch(addToCompare(9));
    expect(selectOverlay(store.getState())).toBeNull();
  });
});

describe('compare list: cap (the spec sets no smaller one)', () => {
  it('holds at most 100 ids: another changes nothing', () => {
    expect(MAX_COMPARE_ITEMS).toBe(100);
    const store = makeStore({ storage: null, preloadedState: { compare: { ids: Array.from({ length: 99 }, (_, index) => 1001 + index) } } });
    store.dispatch(addToCompare(7));
    store.dispatch(addToCompare(8));
    expect(selectIsInCompare(7)(store.getState())).toBe(true);
    expect(selectIsInCompare(8)(store.getState())).toBe(false);
    expect(selectCompareIds(store.getState())).toHaveLength(100);
  });
});
