// A carousel's first view as plain HTML: the cards Swiper would show first, laid out at the width Swiper gives them.
// The server renders it, so its cards (and their forms) work before and without scripts; the Swiper takes over later.
import type { CSSProperties } from 'react';
import { BREAKPOINTS, type Product } from '@storefront/shared';
import { ProductCard } from '../ProductCard/ProductCard';
import styles from './StillCarousel.module.css';

interface Props {
  products: Product[];
  label: string;
  /** Slides per view from each minimum width (px) up: 0, BREAKPOINTS.tablet and BREAKPOINTS.desktop (the stylesheet's). */
  slidesPerView: Record<number, number>;
}

/** The most cards any width shows at once: the ones the still view holds. */
export const firstViewCount = (slidesPerView: Record<number, number>) => Math.max(1, ...Object.values(slidesPerView));

export function StillCarousel({ products, label, slidesPerView }: Props) {
  const phone = slidesPerView[0] ?? 1;
  const tablet = slidesPerView[BREAKPOINTS.tablet] ?? phone;
  const perView = { '--per-view': phone, '--per-view-tablet': tablet, '--per-view-desktop': slidesPerView[BREAKPOINTS.desktop] ?? tablet } as CSSProperties;
  return (
    <div className={styles.still} role="region" aria-roledescription="carousel" aria-label={label} style={perView}>
      {products.slice(0, firstViewCount(slidesPerView)).map((product) => (
        <div key={product.id} className={styles.slide}>
          <ProductCard product={product} />
        </div>
      ))}
    </div>
  );
}
