import { makeStore } from '../store/store';
import { addToCart } from '../cart/addToCart';
import { selectCartItems, updateQuantity } from '../cart/cartSlice';
import { toCartLine } from '../cart/cartLine';
import { addToCompare } from '../compare/compareSlice';
import { selectWishlistIds } from '../wishlist/wishlistSlice';
import { selectCurrency, setCurrency } from '../currency/currencySlice';
import { tee, digitalProduct } from '../testing/fixtures';
import { memoryStorage } from '../testing/memoryStorage';
import { emptyShopperRecord, type ShopperRecord } from './shopperRecord';
import { startShopperSync, type ShopperEndpoint } from './shopperSync';
import { accountApi } from '../account/accountApi';

/** An endpoint that answers GET with `stored` and keeps what is PUT; `answer()` lets the oldest PUT waiting answer. */
function recordingEndpoint(stored: ShopperRecord | null = null) {
  const puts: ShopperRecord[] = [];
  const waiting: (() => void)[] = [];
  const endpoint: ShopperEndpoint = {
    url: () => '/api/v1/web/shopper',
    fetch: jest.fn(async (_url: RequestInfo | URL, init?: RequestInit) => {
      if (init?.method === 'PUT') {
        puts.push(JSON.parse(String(init.body)));
        await new Promise<void>((resolve) => waiting.push(resolve));
      }
      return new Response(JSON.stringify({ record: stored }), { status: 200 });
    }) as unknown as typeof fetch,
  };
  const answer = async () => {
    waiting.shift()?.();
    await jest.runAllTimersAsync();
  };
  return { endpoint, puts, answer };
}

const localCart = (storage: Storage) => storage.setItem('cart', JSON.stringify([toCartLine(tee, 2, undefined)]));

beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

describe('the store and the shopper record are one', () => {
  it('starts from the record the page carries, over what localStorage had', () => {
    const storage = memoryStorage();
    localCart(storage);
    const store = makeStore({ storage });
    const record = { ...emptyShopperRecord(), cart: [toCartLine(digitalProduct, 1, 'Premium')], wishlist: [4], currency: 'NGN' as const };
    startShopperSync(store, record, recordingEndpoint().endpoint);
    expect(selectCartItems(store.getState()).map((line) => line.id)).toEqual([digitalProduct.id]);
    expect(selectWishlistIds(store.getState())).toEqual([4]);
    expect(selectCurrency(store.getState())).toBe('NGN');
    // localStorage follows the record, so a page without one does not bring the old cart back.
    expect(JSON.parse(storage.getItem('cart')!)[0].id).toBe(digitalProduct.id);
  });

  it('keeps what localStorage had when the browser has no record yet, and saves it as the record', () => {
    const storage = memoryStorage();
    localCart(storage);
    const store = makeStore({ storage });
    const { endpoint, puts } = recordingEndpoint();
    startShopperSync(store, null, endpoint);
    expect(selectCartItems(store.getState())).toHaveLength(1);
    expect(puts).toHaveLength(1);
    expect(puts[0].cart[0].id).toBe(tee.id);
  });

  it('asks for the record on a page the server did not render', async () => {
    const store = makeStore({ storage: memoryStorage() });
    const { endpoint } = recordingEndpoint({ ...emptyShopperRecord(), compare: [6] });
    startShopperSync(store, undefined, endpoint);
    await jest.runAllTimersAsync();
    expect(store.getState().compare.ids).toEqual([6]);
  });

  it('saves a change at once, one save at a time, the changes made meanwhile in one more, and not the record it was given', async () => {
    const store = makeStore({ storage: memoryStorage() });
    const { endpoint, puts, answer } = recordingEndpoint();
    startShopperSync(store, emptyShopperRecord(), endpoint);
    expect(puts).toHaveLength(0);
    store.dispatch(addToCart({ product: tee, openModal: false }));
    expect(puts).toHaveLength(1);
    store.dispatch(updateQuantity({ id: tee.id, quantity: 3 }));
    store.dispatch(addToCompare(8));
    store.dispatch(setCurrency('NGN'));
    expect(puts).toHaveLength(1);
    await answer();
    expect(puts).toHaveLength(2);
    expect(puts[1]).toEqual({ cart: [expect.objectContaining({ id: tee.id, quantity: 3 })], wishlist: [], compare: [8], currency: 'NGN' });
    await answer();
    expect(puts).toHaveLength(2);
  });

  it('sends a change still waiting for its save with the page when the shopper leaves it, to outlive it', () => {
    const store = makeStore({ storage: memoryStorage() });
    const { endpoint, puts } = recordingEndpoint();
    const stop = startShopperSync(store, emptyShopperRecord(), endpoint);
    store.dispatch(addToCompare(8));
    store.dispatch(addToCompare(9));
    window.dispatchEvent(new Event('pagehide'));
    expect(puts).toHaveLength(2);
    expect(puts[1].compare).toEqual([8, 9]);
    expect((endpoint.fetch as jest.Mock).mock.calls.at(-1)[1].keepalive).toBe(true);
    stop();
  });
});

describe('the store follows the account', () => {
  it('reloads the record after signing in, and empties the lists (keeping the currency) after signing out', async () => {
    const store = makeStore({ storage: memoryStorage() });
    const merged = { ...emptyShopperRecord(), cart: [toCartLine(tee, 3, undefined)], wishlist: [7] };
    const { endpoint } = recordingEndpoint(merged);
    startShopperSync(store, emptyShopperRecord(), endpoint);
    store.dispatch(setCurrency('NGN'));
    store.dispatch({ type: 'shopApi/executeMutation/fulfilled', payload: { customer: null, csrfToken: null }, meta: fulfilledMeta('signIn') });
    expect(accountApi.endpoints.signIn.matchFulfilled({ type: 'shopApi/executeMutation/fulfilled', payload: {}, meta: fulfilledMeta('signIn') })).toBe(true);
    await jest.runAllTimersAsync();
    expect(selectCartItems(store.getState()).map((line) => line.quantity)).toEqual([3]);
    expect(selectWishlistIds(store.getState())).toEqual([7]);

    store.dispatch({ type: 'shopApi/executeMutation/fulfilled', payload: { success: true, message: 'out' }, meta: fulfilledMeta('signOut') });
    expect(selectCartItems(store.getState())).toEqual([]);
    expect(selectWishlistIds(store.getState())).toEqual([]);
    expect(selectCurrency(store.getState())).toBe('NGN');
  });
});

/** The meta RTK Query's fulfilled action of a mutation carries, which the endpoints' matchers read. */
function fulfilledMeta(endpointName: string) {
  return {
    arg: { type: 'mutation', endpointName, originalArgs: undefined, track: true },
    requestId: endpointName,
    requestStatus: 'fulfilled',
    fulfilledTimeStamp: 0,
    baseQueryMeta: {},
    RTK_autoBatch: true,
  };
}
