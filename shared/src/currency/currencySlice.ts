// The currency prices are shown in: USD by default, or NGN (SPEC §3, §9).
import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { Currency } from '../types';
import { DEFAULT_CURRENCY, isCurrency } from '../money/currencies';

export const currencySlice = createSlice({
  name: 'currency',
  initialState: DEFAULT_CURRENCY as Currency,
  reducers: {
    /** Any value other than USD or NGN is ignored. */
    setCurrency: (state, action: PayloadAction<Currency>) => (isCurrency(action.payload) ? action.payload : state),
  },
  selectors: {
    selectCurrency: (currency) => currency,
  },
});

export const { setCurrency } = currencySlice.actions;
export const { selectCurrency } = currencySlice.selectors;
