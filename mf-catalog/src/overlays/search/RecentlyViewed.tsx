// The search panel's Recently viewed grid: 8 products first, then 4 more per Load more after a 1 s delay (SPEC §2, §9).
// It lists only products this browser opened; before any, the same grid offers the catalogue under a
// heading that does not claim they were viewed.
import { useEffect, useRef, useState } from 'react';
import { SEARCH_INITIAL_COUNT, SEARCH_LOAD_MORE_DELAY_MS, SEARCH_LOAD_MORE_STEP } from '@storefront/shared';
import { LoadError } from '../../components/LoadError/LoadError';
import { ProductGrid } from '../../components/ProductGrid/ProductGrid';
import { useRecentProducts } from './useRecentProducts';
import styles from './SearchPanel.module.css';

export const NOTHING_VIEWED_TITLE = 'Explore our products';

export function RecentlyViewed() {
  const [visible, setVisible] = useState(SEARCH_INITIAL_COUNT);
  const { products, nothingViewed, isLoading, error, retry, hasMore } = useRecentProducts(visible);
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
        {nothingViewed ? NOTHING_VIEWED_TITLE : 'Recently viewed'}
      </h3>
      {error ? (
        <LoadError message={error} onRetry={retry} />
      ) : isLoading ? (
        <p role="status">Loading products…</p>
      ) : (
        <ProductGrid products={products} columns={2} />
      )}
      {hasMore && !error && (
        <button type="button" className={styles.loadMore} onClick={loadMore} disabled={loadingMore} aria-busy={loadingMore}>
          {loadingMore ? 'Loading…' : 'Load more'}
        </button>
      )}
    </section>
  );
}
