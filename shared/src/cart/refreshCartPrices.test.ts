import { makeStore } from '../store/store';
import { digitalProduct, SAMPLE_TIERS, tee } from '../testing/fixtures';
import { addToCart } from './addToCart';
import { linePricesRefreshed, selectCartLine, updateLicense } from './cartSlice';
import { refreshCartPrices } from './refreshCartPrices';

const newStore = () => makeStore({ storage: null });
const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

beforeEach(() => jest.spyOn(console, 'error').mockImplementation(() => {}));
afterEach(() => jest.restoreAllMocks());

describe('refreshing cart prices after the server repriced them', () => {
  it('takes the new prices but keeps quantity and the chosen license', () => {
    const store = newStore();
    store.dispatch(addToCart({ product: digitalProduct, quantity: 3, openModal: false }));
    store.dispatch(updateLicense({ id: digitalProduct.id, selectedLicense: 'Extended' }));
    const repriced = SAMPLE_TIERS.map((tier) => ({ ...tier, usd_amount: Number(tier.usd_amount) + 1 }));
    store.dispatch(linePricesRefreshed({ ...digitalProduct, prices: repriced }));
    expect(selectCartLine(digitalProduct.id)(store.getState())).toMatchObject({ quantity: 3, selectedLicense: 'Extended', prices: repriced });
  });

  it('falls back to the default license when the chosen one is no longer offered', () => {
    const store = newStore();
    store.dispatch(addToCart({ product: digitalProduct, selectedLicense: 'Premium', openModal: false }));
    store.dispatch(linePricesRefreshed({ ...digitalProduct, prices: SAMPLE_TIERS.slice(0, 2) }));
    expect(selectCartLine(digitalProduct.id)(store.getState())?.selectedLicense).toBe('Standard');
  });

  it('ignores a product that is not in the cart', () => {
    const store = newStore();
    store.dispatch(linePricesRefreshed(tee));
    expect(selectCartLine(tee.id)(store.getState())).toBeUndefined();
  });

  it('reloads each line from the API and keeps the old snapshot when a product fails to load', async () => {
    const store = newStore();
    store.dispatch(addToCart({ product: tee, openModal: false }));
    store.dispatch(addToCart({ product: digitalProduct, openModal: false }));
    jest.spyOn(globalThis, 'fetch').mockImplementation(async (input) => {
      const url = input instanceof Request ? input.url : String(input);
      return url.endsWith(`/products/${tee.id}`) ? json({ ...tee, price: 22 }) : json({ message: 'boom' }, 500);
    });
    await store.dispatch(refreshCartPrices());
    expect(selectCartLine(tee.id)(store.getState())?.price).toBe(22);
    expect(selectCartLine(digitalProduct.id)(store.getState())?.prices).toEqual(SAMPLE_TIERS);
  });
});
