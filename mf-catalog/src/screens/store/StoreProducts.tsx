// The store's products: loading, none matching, or the page's grid (the previous answer's while a new one loads).
import { ProductGrid } from '../../components/ProductGrid/ProductGrid';
import { columnsByWidth } from '../../store-filters/columns';
import type { Layout } from '../../store-filters/storeOptions';
import type { StorePage } from './useStoreResults';
import styles from './Store.module.css';

interface Props {
  shown: StorePage | null;
  layout: Layout;
  /** Nothing to show yet, and something on its way. */
  loading: boolean;
}

export function StoreProducts({ shown, layout, loading }: Props) {
  if (!shown) {
    return loading ? (
      <p role="status" className={styles.status}>
        Loading products…
      </p>
    ) : null;
  }
  if (shown.total === 0) return <p className={styles.status}>No products match these filters.</p>;
  const columns = columnsByWidth(layout, true);
  return <ProductGrid products={shown.products} columns={columns} list={layout === 'list'} eagerCount={columns.mobile * 2} />;
}
