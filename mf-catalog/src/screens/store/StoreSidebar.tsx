// The store's left sidebar: Product Categories and Filters; folded behind a Filters toggle on narrow screens.
import type { StoreQuery } from '../../store-filters/storeQuery';
import { CategoryList } from './CategoryList';
import { FilterPanel } from './FilterPanel';
import styles from './Store.module.css';

interface Props {
  query: StoreQuery;
  onChange: (next: StoreQuery) => void;
}

export function StoreSidebar({ query, onChange }: Props) {
  return (
    <aside className={styles.sidebar} aria-label="Categories and filters">
      <details className={styles.fold} open>
        <summary className={styles.foldToggle}>Categories and filters</summary>
        <CategoryList query={query} onChange={onChange} />
        <FilterPanel query={query} onChange={onChange} />
      </details>
    </aside>
  );
}
