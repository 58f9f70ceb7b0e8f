// The cart's total in the chosen currency, derived (never stored) so it follows every cart or currency change (SPEC §4).
import { createSelector } from '@reduxjs/toolkit';
import { selectCartItems } from './cartSlice';
import { selectCurrency } from '../currency/currencySlice';
import { cartTotal } from './lineTotals';

export const selectCartTotal = createSelector([selectCartItems, selectCurrency], cartTotal);
