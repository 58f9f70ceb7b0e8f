// A row of five filled stars (SPEC §9 "5 stars per card"), used by review and testimonial cards.
import { REVIEW_STARS } from '@storefront/shared';
import styles from './Stars.module.css';

export function Stars({ count = REVIEW_STARS }: { count?: number }) {
  return (
    <span className={styles.stars} role="img" aria-label={`${count} out of ${REVIEW_STARS} stars`}>
      {Array.from({ length: REVIEW_STARS }, (_, index) => (
        <span key={index} aria-hidden="true" className={index < count ? styles.filled : styles.empty}>
          ★
        </span>
      ))}
    </span>
  );
}
