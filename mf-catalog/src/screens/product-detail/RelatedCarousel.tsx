// The related products of one product (GET products/:id/related), as a carousel of 2, 3 and 4 per view; or that they
// are loading, that there are none, or that they could not be read (with Retry).
import { lazy, Suspense } from 'react';
import { BREAKPOINTS, useGetRelatedProductsQuery, type Product } from '@storefront/shared';
import { LoadError } from '../../components/LoadError/LoadError';
import { queryError } from '../../hooks/queryError';

const ProductCarousel = lazy(() => import('../../components/ProductCarousel/ProductCarousel'));
const SLIDES_PER_VIEW = { 0: 2, [BREAKPOINTS.tablet]: 3, [BREAKPOINTS.desktop]: 4 };
/** Two views' worth at the widest: the carousel shows 4 and has the next 4 to swipe to. */
export const RELATED_COUNT = 8;
export const NO_RELATED_MESSAGE = 'No other products in this category yet.';

export function RelatedCarousel({ product }: { product: Product }) {
  const related = useGetRelatedProductsQuery({ id: product.id, limit: RELATED_COUNT });
  const error = queryError(related);
  const loading = <p role="status">Loading related products…</p>;
  if (error) return <LoadError message={error} onRetry={related.refetch} />;
  if (!related.currentData) return loading;
  if (related.currentData.length === 0) return <p>{NO_RELATED_MESSAGE}</p>;
  return (
    <Suspense fallback={loading}>
      {/* Not "Related products" again: the section already is a region of that name. */}
      <ProductCarousel products={related.currentData} label={`Products related to ${product.title}`} slidesPerView={SLIDES_PER_VIEW} />
    </Suspense>
  );
}
