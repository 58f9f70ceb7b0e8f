// The struck-through price before a sale, for unlicensed products that carry one in the shopper's currency; shown beside
// the card and detail price.
import { formatPrice, oldPriceAmount, selectCurrency, useAppSelector, type Product } from '@storefront/shared';
import styles from './ProductCard.module.css';

export function OldPrice({ product }: { product: Product }) {
  const currency = useAppSelector(selectCurrency);
  const amount = oldPriceAmount(product, currency);
  if (amount === null) return null;
  return (
    <del className={styles.oldPrice}>
      <span className="visually-hidden">Was </span>
      {formatPrice(amount, currency)}
    </del>
  );
}
