import { makeStore, selectCompareIds, selectOverlay } from '@storefront/shared';
import { compareProduct } from './compareProduct';

const storeWithCompared = (count: number) =>
  makeStore({ storage: null, preloadedState: { compare: { ids: Array.from({ length: count }, (_, index) => 1001 + index) } } });

describe('compareProduct', () => {
  it('adds the product and shows the comparison', () => {
    const store = storeWithCompared(3);
    store.dispatch(compareProduct(7));
    expect(selectCompareIds(store.getState())).toContain(7);
    expect(selectOverlay(store.getState())).toEqual({ name: 'compare' });
  });

  it('opens the comparison for a product already compared, without saying the list is full', () => {
    const store = storeWithCompared(100);
    store.dispatch(compareProduct(1001));
    expect(selectOverlay(store.getState())).toEqual({ name: 'compare' });
  });

  it('leaves a full list of 100 as it is and opens the comparison saying why', () => {
    const store = storeWithCompared(100);
    store.dispatch(compareProduct(7));
    expect(selectCompareIds(store.getState())).not.toContain(7);
    expect(selectOverlay(store.getState())).toEqual({ name: 'compare', props: { limitReached: true } });
  });
});
