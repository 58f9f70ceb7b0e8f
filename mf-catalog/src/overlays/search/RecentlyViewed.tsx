// The search panel's Recently viewed grid: 8 products first, then 4 more per Load more after a 1 s delay (SPEC §2, §9).
import { useEffect, useRef, useState } from 'react';
import { SEARCH_INITIAL_COUNT, SEARCH_LOAD_MORE_DELAY_MS, SEARCH_LOAD_MORE_STEP, useCatalog } from '@storefront/shared';
import { ProductGrid } from '../../components/ProductGrid/ProductGrid';
import styles from './SearchPanel.module.css';

export function RecentlyViewed() {
  const { products, productsStatus } = useCatalog();
  const [visible, setVisible] = useState(SEARCH_INITIAL_COUNT);
  const [loadingMore, setLoadingMore] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);

  const loadMore = () => {
    setLoadingMore(true);
    timer.current = setTimeout(() => {
      setVisible((count) => count + SEARCH_LOAD_MORE_STEP);
      setLoadingMore(false);
    }, SEARCH_LOAD_MORE_DELAY_MS);
  };
  return (
    <section className={styles.recent} aria-labelledby="recently-viewed">
      <h3 id="recently-viewed" className={styles.recentTitle}>
        Recently viewed
      </h3>
      {productsStatus.isLoading ? <p role="status">Loading products…</p> : <ProductGrid products={products.slice(0, visible)} columns={2} />}
      {visible < products.length && (
        <button type="button" className={styles.loadMore} onClick={loadMore} disabled={loadingMore} aria-busy={loadingMore}>
          {loadingMore ? 'Loading…' : 'Load more'}
        </button>
      )}
    </section>
  );
}
