// The gallery's views as a Swiper, so a phone can swipe between them; loaded after the page has painted. The
// mouse zooms instead of dragging (simulateTouch off). The parent owns which view is shown: slideTo follows it,
// and a swipe reports back.
import { useEffect, useRef } from 'react';
import { Swiper, SwiperSlide } from 'swiper/react';
import type { Swiper as SwiperInstance } from 'swiper';
import 'swiper/css';
import type { ProductPicture } from '@storefront/shared';
import { GalleryImage } from './GalleryImage';
import styles from './ProductGallery.module.css';

interface Props {
  pictures: ProductPicture[];
  altOf: (picture: ProductPicture) => string;
  width: number;
  height: number;
  current: number;
  onChange: (index: number) => void;
}

export default function GallerySlides({ pictures, altOf, width, height, current, onChange }: Props) {
  const swiper = useRef<SwiperInstance | null>(null);
  useEffect(() => {
    if (swiper.current && swiper.current.activeIndex !== current) swiper.current.slideTo(current);
  }, [current]);
  return (
    <Swiper
      className={styles.slides}
      initialSlide={current}
      simulateTouch={false}
      onSwiper={(instance) => {
        swiper.current = instance;
      }}
      onSlideChange={(instance) => onChange(instance.activeIndex)}
    >
      {pictures.map((picture, index) => (
        // Views not shown are hidden from assistive technology and the tab order; the thumbnails choose them.
        <SwiperSlide key={picture.src} aria-hidden={index !== current || undefined} inert={index !== current || undefined}>
          <GalleryImage picture={picture} alt={altOf(picture)} width={width} height={height} eager={index === 0} />
        </SwiperSlide>
      ))}
    </Swiper>
  );
}
