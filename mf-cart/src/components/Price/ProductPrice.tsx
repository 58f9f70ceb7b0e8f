// A product's price in the current currency (its Standard license, else its first, else its own amount in the currency);
// wishlist views use it.
import { cardPrice, selectCurrency, useAppSelector, type Product } from '@storefront/shared';

export function ProductPrice({ product }: { product: Product }) {
  const currency = useAppSelector(selectCurrency);
  return <>{cardPrice(product, currency)}</>;
}
