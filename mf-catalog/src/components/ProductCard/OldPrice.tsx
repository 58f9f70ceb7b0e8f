// The struck-through price before a sale, for unlicensed products that carry one; shown beside the card and detail price.
import { convertLegacyPrice, formatPrice, hasLicenses, selectCurrency, toAmount, useAppSelector, type Product } from '@storefront/shared';
import styles from './ProductCard.module.css';

export function OldPrice({ product }: { product: Product }) {
  const currency = useAppSelector(selectCurrency);
  const usd = toAmount(product.oldPrice ?? product.originalPrice);
  if (usd === null || hasLicenses(product)) return null;
  return (
    <del className={styles.oldPrice}>
      <span className="visually-hidden">Was </span>
      {formatPrice(convertLegacyPrice(usd, currency), currency)}
    </del>
  );
}
