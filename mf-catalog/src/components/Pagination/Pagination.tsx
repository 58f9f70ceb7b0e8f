// The store's page links: previous, a window of 5 numbers with first/last and ellipses, next (SPEC §5, §9); on a
// phone "Page 3 of 9" stands in for the numbers so it all fits one line (issue 22 §5).
import { canChangePage, pageSummary, paginationItems } from '../../store-filters/pagination';
import styles from './Pagination.module.css';

interface Props {
  page: number;
  totalPages: number;
  onChange: (page: number) => void;
}

export function Pagination({ page, totalPages, onChange }: Props) {
  if (totalPages <= 1) return null;
  const go = (target: number) => {
    if (canChangePage(target, page, totalPages)) onChange(target);
  };
  return (
    <nav className={styles.pagination} aria-label="Pagination">
      <button type="button" onClick={() => go(page - 1)} disabled={page === 1} aria-label="Previous page">
        ‹
      </button>
      {paginationItems(page, totalPages).map((item) =>
        item.kind === 'ellipsis' ? (
          <span key={item.key} className={`${styles.number} ${styles.ellipsis}`} aria-hidden="true">
            …
          </span>
        ) : (
          <button
            key={item.page}
            type="button"
            className={`${styles.number} ${item.page === page ? styles.current : ''}`}
            aria-current={item.page === page ? 'page' : undefined}
            aria-label={`Page ${item.page}`}
            onClick={() => go(item.page)}
          >
            {item.page}
          </button>
        ),
      )}
      <span className={styles.summary}>{pageSummary(page, totalPages)}</span>
      <button type="button" onClick={() => go(page + 1)} disabled={page === totalPages} aria-label="Next page">
        ›
      </button>
    </nav>
  );
}
