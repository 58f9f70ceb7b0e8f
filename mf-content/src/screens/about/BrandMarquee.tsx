// The about page's brand logo marquee: the brand names scroll past endlessly (paused on hover and for reduced motion).
import { BRANDS } from '@storefront/shared';
import styles from './BrandMarquee.module.css';

export function BrandMarquee() {
  return (
    <section aria-label="Brands we carry" className={styles.marquee}>
      <ul className={styles.track}>
        {BRANDS.map((brand) => (
          <li key={brand} className={styles.logo}>
            {brand}
          </li>
        ))}
        {/* A second copy makes the loop seamless; it is decoration, so assistive technology skips it. */}
        {BRANDS.map((brand) => (
          <li key={`copy-${brand}`} className={styles.logo} aria-hidden="true">
            {brand}
          </li>
        ))}
      </ul>
    </section>
  );
}
