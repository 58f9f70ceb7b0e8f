// Reloads every cart line's product and takes its current prices, e.g. after place_order answers that prices changed.
import { storefrontApi } from '../api/storefrontApi';
import type { AppThunk } from '../store/types';
import { linePricesRefreshed, selectCartItems } from './cartSlice';

/** Resolves once every line was refreshed; a product that cannot be loaded keeps its old snapshot. */
export const refreshCartPrices = (): AppThunk<Promise<void>> => async (dispatch, getState) => {
  const ids = selectCartItems(getState()).map((line) => line.id);
  await Promise.all(
    ids.map(async (id) => {
      const request = dispatch(storefrontApi.endpoints.getProduct.initiate(id, { forceRefetch: true, subscribe: false }));
      const result = await request;
      if (result.data) dispatch(linePricesRefreshed(result.data));
    }),
  );
};
