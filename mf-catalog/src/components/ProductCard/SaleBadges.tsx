// The product card's sale badges: the product's own sale text (else SPEC §9's fixed -25%) and a hot-sale mark.
import { ON_SALE_BADGE_TEXT, type Product } from '@storefront/shared';
import styles from './ProductCard.module.css';

export function SaleBadges({ product }: { product: Product }) {
  if (!product.isOnSale && !product.hotSale) return null;
  return (
    <p className={styles.badges}>
      {product.isOnSale && <span className={styles.sale}>{product.sale || product.salePercentage || ON_SALE_BADGE_TEXT}</span>}
      {product.hotSale && <span className={styles.hot}>Hot</span>}
    </p>
  );
}
