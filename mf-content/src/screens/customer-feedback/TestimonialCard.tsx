// One customer feedback card: title, text, author and five stars.
import { Stars } from '../../components/Stars';
import type { Testimonial } from './testimonials';
import styles from './CustomerFeedbackPage.module.css';

export function TestimonialCard({ testimonial }: { testimonial: Testimonial }) {
  return (
    <figure className={styles.card}>
      <Stars />
      <h2 className={styles.title}>{testimonial.title}</h2>
      <blockquote className={styles.text}>{testimonial.text}</blockquote>
      <figcaption className={styles.author}>{testimonial.author}</figcaption>
    </figure>
  );
}
