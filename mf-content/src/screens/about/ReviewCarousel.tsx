// The about page's Customer Review carousel: 3, 2 or 1 reviews in view by width, five stars each (SPEC §2).
import { Avatar } from '../../components/Avatar';
import { Carousel } from '../../components/Carousel';
import { Stars } from '../../components/Stars';
import { REVIEWS } from './aboutContent';
import styles from './AboutPage.module.css';

export function ReviewCarousel() {
  return (
    <section aria-labelledby="customer-review" className={styles.section}>
      <h2 id="customer-review">Customer Review</h2>
      <Carousel label="customer reviews">
        {REVIEWS.map((review) => (
          <figure key={review.author} className={styles.card}>
            <Stars />
            <h3>{review.title}</h3>
            <blockquote>{review.text}</blockquote>
            <figcaption className={styles.author}>
              <Avatar name={review.author} />
              {review.author}
            </figcaption>
          </figure>
        ))}
      </Carousel>
    </section>
  );
}
