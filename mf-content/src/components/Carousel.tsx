// A Swiper carousel with previous/next buttons: 1 slide per view on phones, 2 from 768 px and 3 from 1200 px
// (SPEC §2 "Customer Review carousel (3, 2 or 1 slides by width)"). Used by the about page's Meet Our Teams and
// Customer Review carousels.
import { Children, type ReactNode } from 'react';
import { Swiper, SwiperSlide } from 'swiper/react';
import { A11y, Keyboard, Navigation } from 'swiper/modules';
import 'swiper/css';
import 'swiper/css/navigation';
import styles from './Carousel.module.css';

const SLIDES_BY_WIDTH = { 0: { slidesPerView: 1 }, 768: { slidesPerView: 2 }, 1200: { slidesPerView: 3 } };

export function Carousel({ label, children }: { label: string; children: ReactNode }) {
  const slides = Children.toArray(children);
  return (
    <div className={styles.carousel} role="region" aria-roledescription="carousel" aria-label={label}>
      <Swiper
        modules={[Navigation, A11y, Keyboard]}
        navigation
        keyboard={{ enabled: true, onlyInViewport: true }}
        spaceBetween={16}
        slidesPerView={1}
        breakpoints={SLIDES_BY_WIDTH}
        a11y={{ prevSlideMessage: `Previous ${label}`, nextSlideMessage: `Next ${label}` }}
      >
        {slides.map((slide, index) => (
          <SwiperSlide key={index} className={styles.slide}>
            {slide}
          </SwiperSlide>
        ))}
      </Swiper>
    </div>
  );
}
