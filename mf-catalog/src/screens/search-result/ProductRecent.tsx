// The search page's Product Recent carousel: the catalogue's first 4 products, 2, 3 and 4 per view at narrow, 768
// and 1200 px (SPEC §2, §9).
import { lazy, Suspense } from 'react';
import { BREAKPOINTS, SEARCH_PAGE_CAROUSEL_COUNT, useGetFirstProductsQuery } from '@storefront/shared';
import { LazyMount } from '../../components/LazyMount/LazyMount';
import { LoadError } from '../../components/LoadError/LoadError';
import { queryError } from '../../hooks/queryError';
import styles from './SearchResult.module.css';

const ProductCarousel = lazy(() => import('../../components/ProductCarousel/ProductCarousel'));
const SLIDES_PER_VIEW = { 0: 2, [BREAKPOINTS.tablet]: 3, [BREAKPOINTS.wide]: 4 };

export function ProductRecent() {
  const first = useGetFirstProductsQuery(SEARCH_PAGE_CAROUSEL_COUNT);
  const error = queryError(first);
  const loading = <p role="status">Loading products…</p>;
  return (
    <section aria-labelledby="product-recent" className={styles.recent}>
      <h2 id="product-recent">Product Recent</h2>
      {error ? (
        <LoadError message={error} onRetry={first.refetch} />
      ) : !first.data ? (
        loading
      ) : (
        <LazyMount minHeight={380}>
          <Suspense fallback={loading}>
            <ProductCarousel products={first.data} label="Product Recent" slidesPerView={SLIDES_PER_VIEW} />
          </Suspense>
        </LazyMount>
      )}
    </section>
  );
}
