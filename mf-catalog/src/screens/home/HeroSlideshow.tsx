// The home hero: a slideshow of one slide (title, description, Listen Now) autoplaying in a loop, moving every
// HERO_AUTOPLAY_DELAY_MS with a HERO_SPEED_MS slide (SPEC §2, §9). Hand-built rather than Swiper: the hero is the
// first thing home paints, and Swiper's ~25 KB gzip would be paid on every first load for a slide that never moves.
import type { CSSProperties, ReactNode } from 'react';
import { HERO_AUTOPLAY_DELAY_MS, HERO_SPEED_MS } from '@storefront/shared';
import { ListenNowButton } from './ListenNowButton';
import { useAutoplayIndex } from './useAutoplayIndex';
import styles from './Home.module.css';

/** The hero picture (drawn by the API: api/src/media/pictures/scenePictures.ts), 4:3, at two widths. */
export const HERO_PICTURE = { src: '/media/hero-1200.webp', srcSet: '/media/hero-600.webp 600w, /media/hero-1200.webp 1200w', width: 1200, height: 900 };

const HERO_SLIDES: ReactNode[] = [
  <div className={styles.slide}>
    <div className={styles.slideText}>
      <p className={styles.kicker}>New in Digital Audio</p>
      <h1 className={styles.heroTitle}>Sounds for every project</h1>
      <p className={styles.heroText}>
        Royalty-free beat packs and loops with a license for every use — hear a sample, then pick Standard, Extended or Premium.
      </p>
      <ListenNowButton />
    </div>
    {/* The first thing home paints beside the title: fetched ahead of scripts, sized so nothing moves. */}
    <img
      className={styles.heroImage}
      src={HERO_PICTURE.src}
      srcSet={HERO_PICTURE.srcSet}
      sizes="(min-width: 768px) 50vw, 100vw"
      width={HERO_PICTURE.width}
      height={HERO_PICTURE.height}
      alt="Studio headphones beside a vinyl record and a sound wave"
      fetchPriority="high"
    />
  </div>,
];

export function HeroSlideshow() {
  const current = useAutoplayIndex(HERO_SLIDES.length, HERO_AUTOPLAY_DELAY_MS);
  const trackStyle = { transform: `translateX(${-100 * current}%)`, '--hero-speed': `${HERO_SPEED_MS}ms` } as CSSProperties;
  return (
    <section className={styles.hero} aria-label="Highlights" aria-roledescription="carousel">
      {/* Autoplaying: announcing every move would interrupt a screen reader (WAI carousel pattern). */}
      <div className={styles.heroTrack} style={trackStyle} aria-live="off">
        {HERO_SLIDES.map((slide, index) => (
          <div
            key={index}
            className={styles.heroSlide}
            role="group"
            aria-roledescription="slide"
            aria-label={`${index + 1} / ${HERO_SLIDES.length}`}
            aria-hidden={index !== current || undefined}
            inert={index !== current || undefined}
          >
            {slide}
          </div>
        ))}
      </div>
    </section>
  );
}
