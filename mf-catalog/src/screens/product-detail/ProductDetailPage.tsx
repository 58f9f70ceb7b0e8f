// Product detail (/product-detail/:id): a loading skeleton, then Product Not Found with Retry, or the product view and,
// below it, its related products.
// The product loads once on mount (the API slice never refetches on focus or reconnect, SPEC §4).
import { useEffect } from 'react';
import { useParams } from 'react-router-dom';
import { useGetProductQuery } from '@storefront/shared';
import { DetailSkeleton } from './DetailSkeleton';
import { ProductNotFound } from './ProductNotFound';
import { ProductView } from './ProductView';
import { RelatedProducts } from './RelatedProducts';
import { recordProductView } from '../../recently-viewed/viewedProducts';
import styles from './ProductDetail.module.css';

export default function ProductDetailPage() {
  const id = Number(useParams().id);
  const validId = Number.isSafeInteger(id) && id > 0;
  const { currentData: product, isFetching, isError, refetch } = useGetProductQuery(id, { skip: !validId });
  const viewedId = product?.id;
  useEffect(() => {
    if (viewedId !== undefined) recordProductView(viewedId);
  }, [viewedId]);
  return (
    <div className={styles.screen} data-boundary="catalog">
      {validId && isFetching && !product ? (
        <DetailSkeleton />
      ) : !validId || isError || !product ? (
        <ProductNotFound onRetry={validId ? refetch : undefined} />
      ) : (
        <>
          <ProductView key={product.id} product={product} />
          {/* Keyed by product: opening a related product starts its section below the fold again. */}
          <RelatedProducts key={`related-${product.id}`} product={product} />
        </>
      )}
    </div>
  );
}
