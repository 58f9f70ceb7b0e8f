// Line and cart totals in a currency, from the lines alone: the cart's selector (cartTotal.ts) and checkout's order
// payload (buildOrderPayload.ts) compute them the same way.
import type { CartLine, Currency } from '../types';
import { roundMoney } from '../money/money';
import { unitPrice } from '../license/licensePrice';

/** Unit price × quantity; a line without price data counts as 0. */
export function lineTotal(line: CartLine, currency: Currency): number {
  return roundMoney((unitPrice(line, currency) ?? 0) * line.quantity);
}

export function cartTotal(lines: readonly CartLine[], currency: Currency): number {
  return roundMoney(lines.reduce((sum, line) => sum + lineTotal(line, currency), 0));
}
