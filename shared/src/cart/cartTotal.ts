// Line and cart totals in the chosen currency, derived (never stored) so they follow every cart or currency change (SPEC §4).
import { createSelector } from '@reduxjs/toolkit';
import type { CartLine, Currency } from '../types';
import { roundMoney } from '../money/money';
import { unitPrice } from '../license/licensePrice';
import { selectCartItems } from './cartSlice';
import { selectCurrency } from '../currency/currencySlice';

/** Unit price × quantity; a line without price data counts as 0. */
export function lineTotal(line: CartLine, currency: Currency): number {
  return roundMoney((unitPrice(line, currency) ?? 0) * line.quantity);
}

export function cartTotal(lines: readonly CartLine[], currency: Currency): number {
  return roundMoney(lines.reduce((sum, line) => sum + lineTotal(line, currency), 0));
}

export const selectCartTotal = createSelector([selectCartItems, selectCurrency], cartTotal);
