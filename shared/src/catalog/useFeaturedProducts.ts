// The featured products with the SPEC §4 fallback: when they fail, the catalogue's first 8 products, asked for only
// then; when those fail too, the first 8 of the sample catalogue (SPEC §4: a products failure uses the sample).
import { useMemo } from 'react';
import type { Product } from '../types';
import { FEATURED_FALLBACK_COUNT } from '../constants';
import { useGetFeaturedProductsQuery, useGetFirstProductsQuery } from '../apiClient/shopApi';
import { featuredFallback } from './catalogFallbacks';
import { errorOf, NONE, type CatalogStatus } from './catalogStatus';
import { useSampleCatalog } from './useSampleCatalog';

export interface FeaturedProducts {
  featuredProducts: Product[];
  featuredStatus: CatalogStatus;
  refetchFeatured: () => void;
}

export function useFeaturedProducts(): FeaturedProducts {
  const featuredQuery = useGetFeaturedProductsQuery();
  const featuredFailed = featuredQuery.data === undefined && featuredQuery.isError;
  const firstQuery = useGetFirstProductsQuery(FEATURED_FALLBACK_COUNT, { skip: !featuredFailed });
  const firstFailed = featuredFailed && firstQuery.data === undefined && firstQuery.isError;
  const { sample, failed: sampleFailed } = useSampleCatalog(firstFailed);
  const sampleFallback = useMemo(() => (sample ? featuredFallback(sample) : NONE), [sample]);
  const fallback = firstQuery.data ?? (firstFailed ? sampleFallback : NONE);
  return {
    featuredProducts: featuredQuery.data ?? (featuredFailed ? fallback : NONE),
    featuredStatus: {
      isLoading: featuredQuery.isLoading || (featuredFailed && (firstQuery.isLoading || (firstFailed && !sample && !sampleFailed))),
      error: errorOf(featuredQuery),
    },
    refetchFeatured: featuredQuery.refetch,
  };
}
