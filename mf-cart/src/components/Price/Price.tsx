// An amount in the shopper's current currency, formatted by the shared formatter; used by every cart and wishlist view.
import { formatPrice, selectCurrency, useAppSelector } from '@storefront/shared';

export function Price({ amount }: { amount: number | null }) {
  const currency = useAppSelector(selectCurrency);
  return <>{amount === null ? '' : formatPrice(amount, currency)}</>;
}
