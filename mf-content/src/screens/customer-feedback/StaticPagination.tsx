// The customer feedback page's pagination: pages 1 to 3 with page 2 marked current and no behaviour (SPEC §2).
import { TESTIMONIAL_PAGES } from '@storefront/shared';
import styles from './CustomerFeedbackPage.module.css';

const CURRENT_PAGE = 2;

export function StaticPagination() {
  return (
    <nav aria-label="Feedback pages" className={styles.pagination}>
      <ul>
        {Array.from({ length: TESTIMONIAL_PAGES }, (_, index) => index + 1).map((pageNumber) => (
          <li key={pageNumber}>
            <span className={pageNumber === CURRENT_PAGE ? styles.current : styles.page} aria-current={pageNumber === CURRENT_PAGE ? 'page' : undefined}>
              {pageNumber}
            </span>
          </li>
        ))}
      </ul>
    </nav>
  );
}
