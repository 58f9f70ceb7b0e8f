// The product page's picture gallery: the chosen view large, and a thumbnail button per view (front, back or
// side, close-up). The first view paints with the page; the swipeable Swiper (GallerySlides) arrives when a finger
// first touches the picture, and a swipe moves between views until it has (decision 0036). Arrow keys move between
// thumbnails.
import { Suspense, lazy, useState, type KeyboardEvent } from 'react';
import type { Product, ProductPicture } from '@storefront/shared';
import { GalleryImage } from './GalleryImage';
import { galleryPictures, viewName } from './galleryPictures';
import { useTouchSwipe } from './useTouchSwipe';
import styles from './ProductGallery.module.css';

const loadSlides = () => import('./GallerySlides');
const GallerySlides = lazy(loadSlides);

export function ProductGallery({ product }: { product: Product }) {
  const pictures = galleryPictures(product);
  const [current, setCurrent] = useState(0);
  const [slidesLoaded, setSlidesLoaded] = useState(false);
  const width = product.width ?? 800;
  const height = product.height ?? 800;
  const altOf = (picture: ProductPicture) => `${product.title} — ${viewName(picture)}`;
  const shown = pictures[current] ?? pictures[0];

  const moveWithArrows = (event: KeyboardEvent<HTMLButtonElement>) => {
    const step = { ArrowRight: 1, ArrowDown: 1, ArrowLeft: -1, ArrowUp: -1 }[event.key];
    if (step === undefined) return;
    event.preventDefault();
    const next = (current + step + pictures.length) % pictures.length;
    setCurrent(next);
    event.currentTarget.closest('ul')?.querySelectorAll('button')[next]?.focus();
  };

  const swipe = useTouchSwipe({
    // Shown once loaded, so the picture under the finger is not replaced mid-swipe; if it cannot load, the still
    // picture and its swipe carry on.
    onTouch: () =>
      void loadSlides().then(
        () => setSlidesLoaded(true),
        () => undefined,
      ),
    onSwipe: (step) => setCurrent((index) => Math.min(Math.max(index + step, 0), pictures.length - 1)),
  });

  if (!shown) return <div className={styles.gallery} />;
  const still = (
    <div className={styles.still} {...swipe}>
      <GalleryImage key={shown.src} picture={shown} alt={altOf(shown)} width={width} height={height} eager />
    </div>
  );
  return (
    <section className={styles.gallery} aria-label="Product pictures" aria-roledescription="gallery">
      <div className={styles.main}>
        {pictures.length === 1 ? (
          <GalleryImage picture={shown} alt={altOf(shown)} width={width} height={height} eager />
        ) : slidesLoaded ? (
          <Suspense fallback={still}>
            <GallerySlides pictures={pictures} altOf={altOf} width={width} height={height} current={current} onChange={setCurrent} />
          </Suspense>
        ) : (
          still
        )}
      </div>
      {pictures.length > 1 && (
        <ul className={styles.thumbs} aria-label="Views">
          {pictures.map((picture, index) => (
            <li key={picture.src}>
              <button
                type="button"
                className={styles.thumb}
                aria-label={`Show ${viewName(picture).toLowerCase()}`}
                aria-current={index === current || undefined}
                onClick={() => setCurrent(index)}
                onKeyDown={moveWithArrows}
              >
                <img src={picture.thumbSrc} alt="" width={80} height={80} loading="lazy" />
              </button>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
