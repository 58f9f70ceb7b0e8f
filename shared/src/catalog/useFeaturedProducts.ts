// The featured products with the SPEC §4 fallback (the first 8 products when they fail). The full product list is
// requested only for that fallback, so a page that shows just the featured products (home) does not download it.
import { useMemo } from 'react';
import type { Product } from '../types';
import { useGetFeaturedProductsQuery } from '../api/storefrontApi';
import { featuredFallback } from './catalogFallbacks';
import { errorOf, NONE, type CatalogStatus } from './catalogStatus';
import { useProducts } from './useProducts';

export interface FeaturedProducts {
  featuredProducts: Product[];
  featuredStatus: CatalogStatus;
  refetchFeatured: () => void;
}

export function useFeaturedProducts(): FeaturedProducts {
  const featuredQuery = useGetFeaturedProductsQuery();
  const featuredFailed = featuredQuery.data === undefined && featuredQuery.isError;
  const { products, productsStatus } = useProducts({ skip: !featuredFailed });
  const fallbackFeatured = useMemo(() => featuredFallback(products), [products]);
  return {
    featuredProducts: featuredQuery.data ?? (featuredFailed ? fallbackFeatured : NONE),
    featuredStatus: {
      isLoading: featuredQuery.isLoading || (featuredFailed && productsStatus.isLoading),
      error: errorOf(featuredQuery),
    },
    refetchFeatured: featuredQuery.refetch,
  };
}
