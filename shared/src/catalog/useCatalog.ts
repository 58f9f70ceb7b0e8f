// Products, featured products and categories with their loading and error states and the SPEC §4 "Loading" fallbacks:
// products failure → the sample catalogue, featured failure → the first 8 products, categories failure → error only.
import { useMemo } from 'react';
import type { Category, Product } from '../types';
import { useGetCategoriesQuery, useGetFeaturedProductsQuery, useGetProductsQuery } from '../api/storefrontApi';
import { CATALOG_FETCH_ERROR } from '../api/catalogError';
import { featuredFallback } from './catalogFallbacks';
import { useSampleCatalog } from './useSampleCatalog';

export interface CatalogStatus {
  /** True until there is something to show (fetched data or its fallback). */
  isLoading: boolean;
  /** SPEC §8: 'An error occurred while fetching the data.' when the call failed, else null. */
  error: string | null;
}

export interface Catalog {
  products: Product[];
  featuredProducts: Product[];
  categories: Category[];
  productsStatus: CatalogStatus;
  featuredStatus: CatalogStatus;
  categoriesStatus: CatalogStatus;
  /** True while `products` is the bundled sample catalogue. */
  usingSampleCatalog: boolean;
  refetchProducts: () => void;
  refetchFeatured: () => void;
  refetchCategories: () => void;
}

const NONE: never[] = [];

const errorOf = (query: { isError: boolean }): string | null => (query.isError ? CATALOG_FETCH_ERROR : null);

export function useCatalog(): Catalog {
  const productsQuery = useGetProductsQuery();
  const featuredQuery = useGetFeaturedProductsQuery();
  const categoriesQuery = useGetCategoriesQuery();

  // The last good answer wins over the sample; the sample stands in only while there is none.
  const productsFailed = productsQuery.data === undefined && productsQuery.isError;
  const { sample, failed: sampleFailed } = useSampleCatalog(productsFailed);
  const usingSampleCatalog = productsFailed && sample !== undefined;
  const products = productsQuery.data ?? (usingSampleCatalog ? sample : NONE);
  const productsLoading = productsQuery.isLoading || (productsFailed && !sample && !sampleFailed);

  const featuredFailed = featuredQuery.data === undefined && featuredQuery.isError;
  const fallbackFeatured = useMemo(() => featuredFallback(products), [products]);
  const featuredProducts = featuredQuery.data ?? (featuredFailed ? fallbackFeatured : NONE);

  return {
    products,
    featuredProducts,
    categories: categoriesQuery.data ?? NONE,
    productsStatus: { isLoading: productsLoading, error: errorOf(productsQuery) },
    featuredStatus: { isLoading: featuredQuery.isLoading || (featuredFailed && productsLoading), error: errorOf(featuredQuery) },
    categoriesStatus: { isLoading: categoriesQuery.isLoading, error: errorOf(categoriesQuery) },
    usingSampleCatalog,
    refetchProducts: productsQuery.refetch,
    refetchFeatured: featuredQuery.refetch,
    refetchCategories: categoriesQuery.refetch,
  };
}
