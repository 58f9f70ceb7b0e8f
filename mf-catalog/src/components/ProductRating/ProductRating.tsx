// A product's review score as five stars, with the score and count in words for everyone: "Rated 4 out of 5
// (27 reviews)". Used by the product page; a product nobody reviewed says so instead of showing empty stars.
import { useId } from 'react';
import type { Product } from '@storefront/shared';
import styles from './ProductRating.module.css';

const STARS = 5;
const STAR = 'M10 1.5l2.6 5.3 5.9.9-4.3 4.1 1 5.8L10 14.9l-5.2 2.7 1-5.8L1.5 7.7l5.9-.9z';

export function ratingText(rating: number, reviewCount: number): string {
  const score = Number.isInteger(rating) ? String(rating) : rating.toFixed(1);
  return `Rated ${score} out of ${STARS} (${reviewCount} ${reviewCount === 1 ? 'review' : 'reviews'})`;
}

export function ProductRating({ product }: { product: Product }) {
  const clipId = useId();
  const reviewCount = product.review_count ?? product.reviews ?? 0;
  const rating = product.rating;
  if (typeof rating !== 'number' || reviewCount === 0) return <p className={styles.rating}>No reviews yet</p>;
  const filledWidth = (Math.max(0, Math.min(STARS, rating)) / STARS) * 100;
  const stars = Array.from({ length: STARS }, (_, index) => <path key={index} d={STAR} transform={`translate(${index * 20} 0)`} />);
  return (
    <p className={styles.rating}>
      <svg className={styles.stars} viewBox="0 0 100 20" width="100" height="20" aria-hidden="true" focusable="false">
        <clipPath id={clipId}>
          <rect width={filledWidth} height="20" />
        </clipPath>
        <g className={styles.empty}>{stars}</g>
        <g className={styles.filled} clipPath={`url(#${clipId})`}>
          {stars}
        </g>
      </svg>
      <span className="visually-hidden">{ratingText(rating, reviewCount)}</span>
      <span aria-hidden="true">
        {Number.isInteger(rating) ? rating : rating.toFixed(1)} ({reviewCount} {reviewCount === 1 ? 'review' : 'reviews'})
      </span>
    </p>
  );
}
