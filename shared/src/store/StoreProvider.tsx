// Gives a React tree the singleton store; the shell wraps the page in it, each remote's standalone entry wraps itself.
// Its mounting is when the page starts using the store, after the shell has pointed the API at its base URL: the
// moment to reprice, in one request, a cart restored with lines from before prices came in every currency.
import { useEffect, type ReactNode } from 'react';
import { Provider } from 'react-redux';
import { refreshUnpricedCart } from '../cart/refreshCartPrices';
import { store } from './store';

export function StoreProvider({ children }: { children?: ReactNode }) {
  // A second run (StrictMode) while the request is in flight sends nothing more: RTK Query never repeats a pending query.
  useEffect(() => {
    void store.dispatch(refreshUnpricedCart());
  }, []);
  return <Provider store={store}>{children}</Provider>;
}
