import { http, HttpResponse } from 'msw';
import { makeStore } from '../store/store';
import { apiUrl, digitalProduct, expectConsoleError, SAMPLE_TIERS, server, tee } from '../testing';
import { addToCart } from './addToCart';
import { linePricesRefreshed, selectCartLine, updateLicense } from './cartSlice';
import { refreshCartPrices } from './refreshCartPrices';

const newStore = () => makeStore({ storage: null });

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
    server.use(
      http.get(apiUrl('products/:id'), ({ params }) =>
        params.id === String(tee.id) ? HttpResponse.json({ ...tee, price: 22 }) : HttpResponse.json({ message: 'boom' }, { status: 500 }),
      ),
    );
    expectConsoleError(`[storefront api] http://localhost/api/v1/web/products/${digitalProduct.id} failed (500)`);
    await store.dispatch(refreshCartPrices());
    expect(selectCartLine(tee.id)(store.getState())?.price).toBe(22);
    expect(selectCartLine(digitalProduct.id)(store.getState())?.prices).toEqual(SAMPLE_TIERS);
  });
});
