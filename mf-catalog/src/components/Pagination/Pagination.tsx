// The store's page links: previous, a window of 5 numbers with first/last and ellipses, next (SPEC §5, §9); on a
// phone "Page 3 of 9" stands in for the numbers so it all fits one line.
import type { ReactElement } from 'react';
import { canChangePage, pageSummary, paginationItems } from '../../store-filters/pagination';
import { GetForm } from '../GetForm/GetForm';
import styles from './Pagination.module.css';

interface Props {
  page: number;
  totalPages: number;
  onChange: (page: number) => void;
  /** The URL query of a page: the buttons then work before the page's scripts and without them. */
  paramsOf?: (page: number) => URLSearchParams;
}

export function Pagination({ page, totalPages, onChange, paramsOf }: Props) {
  if (totalPages <= 1) return null;
  const go = (target: number) => {
    if (canChangePage(target, page, totalPages)) onChange(target);
  };
  const to = (target: number, button: ReactElement) =>
    paramsOf ? (
      <GetForm key={button.key ?? undefined} params={paramsOf(target)} onSubmit={() => go(target)}>
        {button}
      </GetForm>
    ) : (
      button
    );
  const type = paramsOf ? 'submit' : 'button';
  const press = (target: number) => (paramsOf ? undefined : () => go(target));
  return (
    <nav className={styles.pagination} aria-label="Pagination">
      {to(
        page - 1,
        <button type={type} onClick={press(page - 1)} disabled={page === 1} aria-label="Previous page">
          ‹
        </button>,
      )}
      {paginationItems(page, totalPages).map((item) =>
        item.kind === 'ellipsis' ? (
          <span key={item.key} className={`${styles.number} ${styles.ellipsis}`} aria-hidden="true">
            …
          </span>
        ) : (
          to(
            item.page,
            <button
              key={item.page}
              type={type}
              className={`${styles.number} ${item.page === page ? styles.current : ''}`}
              aria-current={item.page === page ? 'page' : undefined}
              aria-label={`Page ${item.page}`}
              onClick={press(item.page)}
            >
              {item.page}
            </button>,
          )
        ),
      )}
      <span className={styles.summary}>{pageSummary(page, totalPages)}</span>
      {to(
        page + 1,
        <button type={type} onClick={press(page + 1)} disabled={page === totalPages} aria-label="Next page">
          ›
        </button>,
      )}
    </nav>
  );
}
