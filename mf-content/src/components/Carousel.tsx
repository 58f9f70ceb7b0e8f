// A horizontal carousel with previous/next buttons over a scroll-snapping track: 1 slide per view on phones,
// 2 from 768 px and 3 from 1200 px (SPEC §2 "Customer Review carousel (3, 2 or 1 slides by width)").
// Used by the about page's Meet Our Teams and Customer Review carousels.
import { Children, useRef, type ReactNode } from 'react';
import styles from './Carousel.module.css';

export function Carousel({ label, children }: { label: string; children: ReactNode }) {
  const track = useRef<HTMLUListElement>(null);
  const slides = Children.toArray(children);
  // One "page" is the visible width, so each click moves by as many slides as are in view.
  const move = (direction: 1 | -1) => {
    const element = track.current;
    element?.scrollBy?.({ left: direction * element.clientWidth, behavior: 'smooth' });
  };
  return (
    <div className={styles.carousel} role="region" aria-roledescription="carousel" aria-label={label}>
      <div className={styles.controls}>
        <button type="button" className={styles.arrow} onClick={() => move(-1)} aria-label={`Previous ${label}`}>‹</button>
        <button type="button" className={styles.arrow} onClick={() => move(1)} aria-label={`Next ${label}`}>›</button>
      </div>
      {/* Focusable, so keyboard users can scroll the track with the arrow keys too. */}
      <ul ref={track} className={styles.track} tabIndex={0}>
        {slides.map((slide, index) => (
          <li key={index} className={styles.slide} aria-roledescription="slide" aria-label={`${index + 1} of ${slides.length}`}>
            {slide}
          </li>
        ))}
      </ul>
    </div>
  );
}
