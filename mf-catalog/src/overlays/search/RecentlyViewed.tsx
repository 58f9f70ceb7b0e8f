// The search panel's Recently viewed grid: 8 products first, then 4 more per Load more after a 1 s delay (SPEC §2, §9).
// It lists only products this browser opened (issue 22 §9); before any, the same grid offers the catalogue under a
// heading that does not claim they were viewed.
import { useEffect, useMemo, useRef, useState } from 'react';
import { SEARCH_INITIAL_COUNT, SEARCH_LOAD_MORE_DELAY_MS, SEARCH_LOAD_MORE_STEP, useCatalog, type Product } from '@storefront/shared';
import { ProductGrid } from '../../components/ProductGrid/ProductGrid';
import { useViewedProductIds } from '../../recently-viewed/viewedProducts';
import styles from './SearchPanel.module.css';

export const NOTHING_VIEWED_TITLE = 'Explore our products';

function useViewedProducts(catalogue: Product[]): Product[] {
  const ids = useViewedProductIds();
  return useMemo(() => {
    const byId = new Map(catalogue.map((product) => [product.id, product]));
    return ids.flatMap((id) => byId.get(id) ?? []);
  }, [catalogue, ids]);
}

export function RecentlyViewed() {
  const { products: catalogue, productsStatus } = useCatalog();
  const viewed = useViewedProducts(catalogue);
  const products = viewed.length > 0 ? viewed : catalogue;
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
        {viewed.length > 0 ? 'Recently viewed' : NOTHING_VIEWED_TITLE}
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
