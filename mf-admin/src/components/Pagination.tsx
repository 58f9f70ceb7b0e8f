// Previous and next page of a list, as links that keep the list's other filters in the URL.
import { Link, useLocation } from 'react-router-dom';
import type { PageInfo } from '@storefront/shared/schemas/admin';
import styles from './Pagination.module.css';
import ui from './ui.module.css';

function pageLink(search: string, page: number): string {
  const params = new URLSearchParams(search);
  if (page > 1) params.set('page', String(page));
  else params.delete('page');
  const text = params.toString();
  return text ? `?${text}` : '?';
}

export function Pagination({ info, label }: { info: PageInfo; label: string }) {
  const { search } = useLocation();
  const { page, totalPages, total } = info;
  return (
    <nav className={styles.pagination} aria-label={`${label} pages`}>
      {page > 1 ? (
        <Link className={ui.secondary} to={pageLink(search, page - 1)}>
          Previous page
        </Link>
      ) : null}
      <span>
        Page {page} of {Math.max(totalPages, 1)} · {total} {total === 1 ? 'result' : 'results'}
      </span>
      {page < totalPages ? (
        <Link className={ui.secondary} to={pageLink(search, page + 1)}>
          Next page
        </Link>
      ) : null}
    </nav>
  );
}
