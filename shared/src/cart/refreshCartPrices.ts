// Reloads the cart's products and takes their current prices: after place_order answers that prices changed, and once
// at start for lines stored before the server answered prices in every currency.
import { shopApi } from '../apiClient/shopApi';
import { CURRENCY_CODES } from '../money/currencies';
import type { CartLine } from '../types';
import type { AppThunk } from '../store/types';
import { cartPricesRefreshed, selectCartItems } from './cartSlice';

/**
 * Resolves once the lines were refreshed, all in one request: a cart holds at most MAX_CART_LINES (100) lines, as many
 * as one `GET /products?ids=` may name. A product the answer leaves out, or a failed request, keeps its old snapshot.
 */
export const refreshCartPrices = (): AppThunk<Promise<void>> => async (dispatch, getState) => {
  const ids = [...new Set(selectCartItems(getState()).map((line) => line.id))];
  if (ids.length === 0) return;
  const { data } = await dispatch(shopApi.endpoints.getProductsByIds.initiate(ids, { forceRefetch: true, subscribe: false }));
  if (data && data.length > 0) dispatch(cartPricesRefreshed(data));
};

/** Whether the line lacks the server's price in a currency: stored before the server answered them. */
export const lacksAmounts = (line: CartLine): boolean => CURRENCY_CODES.some((currency) => line.amounts?.[currency] === undefined);

/** Refreshes the cart's prices when any line lacks its amounts; what the store does once when a page starts. */
export const refreshUnpricedCart = (): AppThunk<Promise<void>> => async (dispatch, getState) => {
  if (selectCartItems(getState()).some(lacksAmounts)) await dispatch(refreshCartPrices());
};
