// A product's picture with its hover picture faded in on hover or focus; used by the product card.
import type { Product } from '@storefront/shared';
import styles from './ProductImage.module.css';

/** Cards are a quarter of the page wide on a desktop, a third on a tablet, half on a phone (store grid, carousels). */
const CARD_SIZES = '(min-width: 1200px) 25vw, (min-width: 768px) 33vw, 50vw';

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
  // The drawn pictures come in several widths: a card takes the smallest that is sharp at its size.
  const [front, back] = product.images ?? [];
  const srcSet = front && front.src === src && front.srcSet ? front.srcSet : undefined;
  const hoverSrcSet = back && back.src === hover && back.srcSet ? back.srcSet : undefined;
  return (
    <span className={styles.frame}>
      <img
        className={styles.main}
        src={src}
        srcSet={srcSet}
        sizes={srcSet && CARD_SIZES}
        alt={product.alt ?? product.title}
        width={width}
        height={height}
        loading={eager ? 'eager' : 'lazy'}
        fetchPriority={eager ? 'high' : 'auto'}
      />
      {hover && (
        <img
          className={styles.hover}
          src={hover}
          srcSet={hoverSrcSet}
          sizes={hoverSrcSet && CARD_SIZES}
          alt=""
          width={width}
          height={height}
          loading="lazy"
          aria-hidden="true"
        />
      )}
    </span>
  );
}
