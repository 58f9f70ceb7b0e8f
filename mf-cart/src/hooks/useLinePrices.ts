// A cart line's unit price and line total in the current currency, for its license (SPEC §4, §9).
import { lineTotal, selectCurrency, unitPrice, useAppSelector, type CartLine } from '@storefront/shared';

export function useLinePrices(line: CartLine): { unit: number | null; total: number | null } {
  const currency = useAppSelector(selectCurrency);
  const unit = unitPrice(line, currency);
  return { unit, total: unit === null ? null : lineTotal(line, currency) };
}
