// A product's picture with its hover picture faded in on hover or focus; used by the product card. The hover picture
// is added when the shopper first points at or focuses the card's link: a grid of cards would otherwise fetch, decode
// and paint a picture per card that nobody may look at (45-65 ms each at 4x CPU for SVG).
import { useEffect, useRef, useState } from 'react';
import type { Product } from '@storefront/shared';
import styles from './ProductImage.module.css';

/** Cards are a quarter of the page wide on a desktop, a third on a tablet, half on a phone (store grid, carousels). */
const CARD_SIZES = '(min-width: 1200px) 25vw, (min-width: 768px) 33vw, 50vw';

interface Props {
  product: Product;
  /** Above the fold: load at once and ahead of scripts instead of lazily. */
  eager?: boolean;
}

/** Whether the shopper has shown interest in the link around `frame` (pointed at it or focused it) yet. */
function useFirstIntent(enabled: boolean) {
  const frame = useRef<HTMLSpanElement>(null);
  const [intent, setIntent] = useState(false);
  useEffect(() => {
    const target = frame.current?.closest('a') ?? frame.current;
    if (!enabled || intent || !target) return;
    const show = () => setIntent(true);
    target.addEventListener('pointerenter', show);
    target.addEventListener('focusin', show);
    return () => {
      target.removeEventListener('pointerenter', show);
      target.removeEventListener('focusin', show);
    };
  }, [enabled, intent]);
  return { frame, intent };
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
  const { frame, intent } = useFirstIntent(!!hover);
  return (
    <span className={styles.frame} ref={frame}>
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
      {hover && intent && (
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
