import { makeStore } from '../store/store';
import { selectCurrency, setCurrency } from './currencySlice';

describe('currency', () => {
  it('defaults to USD', () => {
    expect(selectCurrency(makeStore({ storage: null }).getState())).toBe('USD');
  });

  it('switches to NGN and back', () => {
    const store = makeStore({ storage: null });
    store.dispatch(setCurrency('NGN'));
    expect(selectCurrency(store.getState())).toBe('NGN');
    store.dispatch(setCurrency('USD'));
    expect(selectCurrency(store.getState())).toBe('USD');
  });

  it('ignores a currency other than USD or NGN', () => {
    const store = makeStore({ storage: null });
    store.dispatch(setCurrency('NGN'));
    store.dispatch(setCurrency('EUR' as never));
    expect(selectCurrency(store.getState())).toBe('NGN');
  });
});
