import { http, HttpResponse } from 'msw';
import { makeStore } from '../store/store';
import { setCurrency } from '../currency/currencySlice';
import { apiUrl, digitalProduct, expectConsoleError, memoryStorage, recordRequests, SAMPLE_TIERS, serveCatalog, server, tee } from '../testing';
import type { Product } from '../types';
import { addToCart } from './addToCart';
import { cartPricesRefreshed, selectCartItems, selectCartLine, updateLicense } from './cartSlice';
import { selectCartTotal } from './cartTotal';
import { lacksAmounts, refreshCartPrices, refreshUnpricedCart } from './refreshCartPrices';

const newStore = () => makeStore({ storage: null });

/** A cart line as stores kept it before prices came in every currency: a dollar price and tiers, no amounts. */
const storedBefore = (product: Product, extra: object = {}) => ({
  id: product.id,
  title: product.title,
  image_url: product.image_url,
  price: product.price ?? null,
  oldPrice: product.oldPrice ?? null,
  prices: product.prices ?? [],
  quantity: 2,
  selectedLicense: product.prices?.length ? 'Standard' : '',
  ...extra,
});

const productsRequested = (requests: Request[]) => requests.filter((request) => new URL(request.url).pathname.startsWith('/api/v1/web/products'));

describe('refreshing cart prices after the server repriced them', () => {
  it('takes the new prices but keeps quantity and the chosen license', () => {
    const store = newStore();
    store.dispatch(addToCart({ product: digitalProduct, quantity: 3, openModal: false }));
    store.dispatch(updateLicense({ id: digitalProduct.id, selectedLicense: 'Extended' }));
    const repriced = SAMPLE_TIERS.map((tier) => ({ ...tier, usd_amount: Number(tier.usd_amount) + 1 }));
    store.dispatch(cartPricesRefreshed([{ ...digitalProduct, prices: repriced }]));
    expect(selectCartLine(digitalProduct.id)(store.getState())).toMatchObject({ quantity: 3, selectedLicense: 'Extended', prices: repriced });
  });

  it('falls back to the default license when the chosen one is no longer offered', () => {
    const store = newStore();
    store.dispatch(addToCart({ product: digitalProduct, selectedLicense: 'Premium', openModal: false }));
    store.dispatch(cartPricesRefreshed([{ ...digitalProduct, prices: SAMPLE_TIERS.slice(0, 2) }]));
    expect(selectCartLine(digitalProduct.id)(store.getState())?.selectedLicense).toBe('Standard');
  });

  it("takes the product's amounts in every currency", () => {
    const store = newStore();
    store.dispatch(addToCart({ product: tee, quantity: 2, openModal: false }));
    const amounts = { USD: { price: 22, oldPrice: null }, NGN: { price: 16500, oldPrice: null } };
    store.dispatch(cartPricesRefreshed([{ ...tee, price: 22, amounts }]));
    expect(selectCartLine(tee.id)(store.getState())).toMatchObject({ price: 22, amounts });
  });

  it('ignores a product that is not in the cart', () => {
    const store = newStore();
    store.dispatch(cartPricesRefreshed([tee]));
    expect(selectCartLine(tee.id)(store.getState())).toBeUndefined();
  });

  it('reloads every line in one request, a product in two sizes named once, and a product the answer leaves out keeps its old snapshot', async () => {
    const store = newStore();
    const sizedTee = { ...tee, sizes: ['S', 'M'] };
    store.dispatch(addToCart({ product: sizedTee, size: 'S', openModal: false }));
    store.dispatch(addToCart({ product: sizedTee, size: 'M', openModal: false }));
    store.dispatch(addToCart({ product: digitalProduct, openModal: false }));
    serveCatalog({ products: [{ ...sizedTee, price: 22, amounts: { USD: { price: 22, oldPrice: null }, NGN: { price: 16500, oldPrice: null } } }] });
    const requests = recordRequests();
    await store.dispatch(refreshCartPrices());
    expect(productsRequested(requests).map((request) => new URL(request.url).search)).toEqual([`?ids=${tee.id},${digitalProduct.id}`]);
    expect(selectCartItems(store.getState()).map((line) => line.price)).toEqual([22, 22, null]);
    expect(selectCartLine(digitalProduct.id)(store.getState())?.prices).toEqual(SAMPLE_TIERS);
  });

  it('keeps every snapshot when the request fails', async () => {
    const store = newStore();
    store.dispatch(addToCart({ product: tee, openModal: false }));
    server.use(http.get(apiUrl('products'), () => HttpResponse.json({ message: 'boom' }, { status: 500 })));
    expectConsoleError(`[shop api] http://localhost/api/v1/web/products?ids=${tee.id} failed (500)`);
    await store.dispatch(refreshCartPrices());
    expect(selectCartLine(tee.id)(store.getState())).toMatchObject({ price: 20, amounts: tee.amounts });
  });
});

describe('a cart stored before prices came in every currency', () => {
  const storedCart = () => memoryStorage({ currency: 'NGN', cart: JSON.stringify([storedBefore(tee), storedBefore(digitalProduct, { quantity: 1 })]) });

  it('is kept whole, its unlicensed lines without an NGN price until refreshed', () => {
    const store = makeStore({ storage: storedCart() });
    const lines = selectCartItems(store.getState());
    expect(lines.map((line) => [line.id, line.quantity, line.price])).toEqual([
      [tee.id, 2, 20],
      [digitalProduct.id, 1, null],
    ]);
    expect(lines.every(lacksAmounts)).toBe(true);
    expect(selectCartTotal(store.getState())).toBe(22499.25); // the tee counts 0 in naira, the license its tier
    store.dispatch(setCurrency('USD'));
    expect(selectCartTotal(store.getState())).toBe(2 * 20 + 29.99);
  });

  it('is repriced in one request for all its lines, then totals in naira', async () => {
    const storage = storedCart();
    const store = makeStore({ storage });
    serveCatalog({ products: [tee, digitalProduct] });
    const requests = recordRequests();
    await store.dispatch(refreshUnpricedCart());
    expect(productsRequested(requests)).toHaveLength(1);
    expect(selectCartItems(store.getState()).some(lacksAmounts)).toBe(false);
    expect(selectCartTotal(store.getState())).toBe(2 * 15000 + 22499.25);
    expect(JSON.parse(storage.getItem('cart')!)[0].amounts).toEqual(tee.amounts);
  });

  it('asks nothing when every line has its amounts', async () => {
    const store = newStore();
    store.dispatch(addToCart({ product: tee, openModal: false }));
    const requests = recordRequests();
    await store.dispatch(refreshUnpricedCart());
    expect(requests).toEqual([]);
  });
});
