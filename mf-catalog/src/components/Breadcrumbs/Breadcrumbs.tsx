// A breadcrumb trail (WAI breadcrumb pattern): links to each level, the current page last and marked as such.
import { Link } from 'react-router-dom';
import type { Crumb } from './productBreadcrumbs';
import styles from './Breadcrumbs.module.css';

export function Breadcrumbs({ crumbs }: { crumbs: Crumb[] }) {
  return (
    <nav aria-label="Breadcrumb" className={styles.breadcrumbs}>
      <ol>
        {crumbs.map((crumb, index) => (
          <li key={`${index}:${crumb.name}`}>
            {crumb.path && index < crumbs.length - 1 ? <Link to={crumb.path}>{crumb.name}</Link> : <span aria-current="page">{crumb.name}</span>}
          </li>
        ))}
      </ol>
    </nav>
  );
}
