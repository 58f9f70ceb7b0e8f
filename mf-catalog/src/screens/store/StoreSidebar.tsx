// The store's left sidebar from 992 px: Product Categories and Filters beside the products. Narrower screens hide it
// (in CSS, so the server HTML is right for every width) and use the toolbar's Filter button and drawer instead.
import type { CatalogPage } from '@storefront/shared';
import type { StoreQuery } from '../../store-filters/storeQuery';
import { CategoryList } from './CategoryList';
import { FilterPanel } from './FilterPanel';
import styles from './Store.module.css';

interface Props {
  query: StoreQuery;
  answer: CatalogPage | undefined;
  onChange: (next: StoreQuery) => void;
}

export function StoreSidebar({ query, answer, onChange }: Props) {
  return (
    <aside className={styles.sidebar} aria-label="Categories and filters">
      <CategoryList query={query} onChange={onChange} />
      <FilterPanel query={query} answer={answer} onChange={onChange} />
    </aside>
  );
}
