import { StrictMode } from 'react';
import { render, screen, waitFor } from '@testing-library/react';
import { clearCart, lineAdded, selectCartItems } from '../cart/cartSlice';
import { toCartLine } from '../cart/cartLine';
import { lacksAmounts } from '../cart/refreshCartPrices';
import { recordRequests, serveCatalog, tee } from '../testing';
import { useAppSelector } from './hooks';
import { store as singleton, type AppStore } from './store';
import { StoreProvider } from './StoreProvider';

afterEach(() => {
  window.localStorage.clear();
  document.cookie = 'currency=; Max-Age=0; Path=/';
});

/** Loads the store module afresh, as a page load does. */
function loadStoreModule(): { store: AppStore } {
  let loaded!: ReturnType<typeof loadStoreModule>;
  jest.isolateModules(() => {
    // eslint-disable-next-line @typescript-eslint/no-require-imports -- a fresh module instance needs a require inside isolateModules
    loaded = { store: require('./store').store };
  });
  return loaded;
}

describe('the singleton store', () => {
  it('restores persisted state from localStorage when the module loads', () => {
    window.localStorage.setItem('currency', 'NGN');
    window.localStorage.setItem('wishlist', '[9]');
    const { store } = loadStoreModule();
    expect(store.getState().currency).toBe('NGN');
    expect(store.getState().wishlist.ids).toEqual([9]);
  });

  it('takes the currency from its cookie, which the server rendered the page with, over localStorage', () => {
    window.localStorage.setItem('currency', 'USD');
    document.cookie = 'currency=NGN; Path=/';
    expect(loadStoreModule().store.getState().currency).toBe('NGN');
  });

  it('persists to localStorage', () => {
    const { store } = loadStoreModule();
    store.dispatch({ type: 'currency/setCurrency', payload: 'NGN' });
    expect(window.localStorage.getItem('currency')).toBe('NGN');
  });

  it('is what StoreProvider gives the React tree', () => {
    singleton.dispatch({ type: 'compare/addToCompare', payload: 77 });
    function CompareIds() {
      return <p>{useAppSelector((state) => state.compare.ids.join(','))}</p>;
    }
    render(
      <StoreProvider>
        <CompareIds />
      </StoreProvider>,
    );
    expect(screen.getByText('77')).toBeInTheDocument();
  });

  it('reprices, once and in one request, a cart whose lines lack their amounts when the page starts with it', async () => {
    const { amounts, ...product } = tee;
    singleton.dispatch(lineAdded({ ...toCartLine(product), quantity: 2 }));
    serveCatalog({ products: [tee] });
    const requests = recordRequests();
    // StrictMode runs the start twice, as the shell's development build does.
    render(
      <StrictMode>
        <StoreProvider />
      </StrictMode>,
    );
    await waitFor(() => expect(selectCartItems(singleton.getState()).some(lacksAmounts)).toBe(false));
    expect(selectCartItems(singleton.getState())[0]).toMatchObject({ quantity: 2, amounts });
    expect(requests).toHaveLength(1);
    singleton.dispatch(clearCart());
  });
});
