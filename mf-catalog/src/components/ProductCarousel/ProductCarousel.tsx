// A Swiper carousel of product cards with per-width slide counts; the home featured row, the search page's Product Recent
// and the product page's related products.
import { Swiper, SwiperSlide } from 'swiper/react';
import { A11y, Navigation } from 'swiper/modules';
import 'swiper/css';
import 'swiper/css/navigation';
import type { Product } from '@storefront/shared';
import { ProductCard } from '../ProductCard/ProductCard';
import styles from './ProductCarousel.module.css';

interface Props {
  products: Product[];
  label: string;
  /** Slides per view from each minimum width (px) up. */
  slidesPerView: Record<number, number>;
}

export default function ProductCarousel({ products, label, slidesPerView }: Props) {
  const breakpoints = Object.fromEntries(Object.entries(slidesPerView).map(([width, count]) => [width, { slidesPerView: count }]));
  return (
    <div className={styles.carousel} role="region" aria-roledescription="carousel" aria-label={label}>
      <Swiper modules={[Navigation, A11y]} navigation spaceBetween={16} breakpoints={breakpoints} slidesPerView={slidesPerView[0] ?? 1}>
        {products.map((product) => (
          <SwiperSlide key={product.id} className={styles.slide}>
            <ProductCard product={product} />
          </SwiperSlide>
        ))}
      </Swiper>
    </div>
  );
}
