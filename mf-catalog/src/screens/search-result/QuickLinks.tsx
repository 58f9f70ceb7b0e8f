// The search page's quick links Fashion, Men and Women, each to /shop-default-grid (SPEC §2).
import { Link } from 'react-router-dom';
import styles from './SearchResult.module.css';

const QUICK_LINKS = ['Fashion', 'Men', 'Women'] as const;

export function QuickLinks() {
  return (
    <nav aria-label="Quick links" className={styles.quickLinks}>
      <span>Quick links:</span>
      {QUICK_LINKS.map((label) => (
        <Link key={label} to="/shop-default-grid">
          {label}
        </Link>
      ))}
    </nav>
  );
}
