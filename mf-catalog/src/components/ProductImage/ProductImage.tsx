// A product's picture with its hover picture faded in on hover or focus; used by the product card.
import type { Product } from '@storefront/shared';
import styles from './ProductImage.module.css';

interface Props {
  product: Product;
  /** Above the fold: load at once and ahead of scripts instead of lazily. */
  eager?: boolean;
}

export function ProductImage({ product, eager = false }: Props) {
  const src = product.imgSrc ?? product.image_url;
  const hover = product.imgHoverSrc ?? product.imgHover;
  const width = product.width ?? 600;
  const height = product.height ?? 600;
  return (
    <span className={styles.frame}>
      <img className={styles.main} src={src} alt={product.alt ?? product.title} width={width} height={height} loading={eager ? 'eager' : 'lazy'} fetchPriority={eager ? 'high' : 'auto'} />
      {hover && <img className={styles.hover} src={hover} alt="" width={width} height={height} loading="lazy" aria-hidden="true" />}
    </span>
  );
}
