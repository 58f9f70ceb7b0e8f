// Customer feedback (/customer-feedback): a three-column grid of testimonial cards and the static pagination.
import page from '../page.module.css';
import styles from './CustomerFeedbackPage.module.css';
import { StaticPagination } from './StaticPagination';
import { TestimonialCard } from './TestimonialCard';
import { TESTIMONIALS } from './testimonials';

export default function CustomerFeedbackPage() {
  return (
    <div className={page.page} data-boundary="content">
      <h1>Customer Feedback</h1>
      <div className={styles.grid}>
        {TESTIMONIALS.map((testimonial) => (
          <TestimonialCard key={testimonial.id} testimonial={testimonial} />
        ))}
      </div>
      <StaticPagination />
    </div>
  );
}
