// The product page's picture gallery: the chosen view large, and a thumbnail button per view (front, back or
// side, close-up). The first view paints with the page; the swipeable Swiper arrives after (GallerySlides).
// Arrow keys move between thumbnails.
import { Suspense, lazy, useState, type KeyboardEvent } from 'react';
import type { Product, ProductPicture } from '@storefront/shared';
import { GalleryImage } from './GalleryImage';
import { galleryPictures, viewName } from './galleryPictures';
import styles from './ProductGallery.module.css';

const GallerySlides = lazy(() => import('./GallerySlides'));

export function ProductGallery({ product }: { product: Product }) {
  const pictures = galleryPictures(product);
  const [current, setCurrent] = useState(0);
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

  if (!shown) return <div className={styles.gallery} />;
  return (
    <section className={styles.gallery} aria-label="Product pictures" aria-roledescription="gallery">
      <div className={styles.main}>
        {pictures.length > 1 ? (
          <Suspense fallback={<GalleryImage key={shown.src} picture={shown} alt={altOf(shown)} width={width} height={height} eager />}>
            <GallerySlides pictures={pictures} altOf={altOf} width={width} height={height} current={current} onChange={setCurrent} />
          </Suspense>
        ) : (
          <GalleryImage picture={shown} alt={altOf(shown)} width={width} height={height} eager />
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
