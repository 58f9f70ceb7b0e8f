// The currency prices are shown in: USD by default, or NGN (SPEC §3, §9).
import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { Currency } from '../types';
import { DEFAULT_CURRENCY, isCurrency } from '../money/currencies';
import { shopperRecordLoaded } from '../shopper/shopperActions';

export const currencySlice = createSlice({
  name: 'currency',
  initialState: DEFAULT_CURRENCY as Currency,
  reducers: {
    /** Any value other than USD or NGN is ignored. */
    setCurrency: (state, action: PayloadAction<Currency>) => (isCurrency(action.payload) ? action.payload : state),
  },
  extraReducers: (builder) => {
    builder.addCase(shopperRecordLoaded, (state, action) => action.payload.currency ?? state);
  },
  selectors: {
    selectCurrency: (currency) => currency,
  },
});

export const { setCurrency } = currencySlice.actions;
export const { selectCurrency } = currencySlice.selectors;
