// The store's left sidebar: Product Categories and Filters; folded behind a Filters toggle on narrow screens.
import { useEffect, useState } from 'react';
import { BREAKPOINTS } from '@storefront/shared';
import type { StoreQuery } from '../../store-filters/storeQuery';
import { CategoryList } from './CategoryList';
import { FilterPanel } from './FilterPanel';
import styles from './Store.module.css';

interface Props {
  query: StoreQuery;
  onChange: (next: StoreQuery) => void;
}

export function StoreSidebar({ query, onChange }: Props) {
  // Open beside the products on a desktop; folded above them on narrower screens so the products come first. The
  // server does not know the width and renders it folded; on a desktop it opens once the page is hydrated, which
  // grows the sidebar column without moving the products.
  const [open, setOpen] = useState(false);
  useEffect(() => {
    if (window.innerWidth >= BREAKPOINTS.desktop) setOpen(true);
  }, []);
  return (
    <aside className={styles.sidebar} aria-label="Categories and filters">
      <details className={styles.fold} open={open} onToggle={(event) => setOpen(event.currentTarget.open)}>
        <summary className={styles.foldToggle}>Categories and filters</summary>
        <CategoryList query={query} onChange={onChange} />
        <FilterPanel query={query} onChange={onChange} />
      </details>
    </aside>
  );
}
