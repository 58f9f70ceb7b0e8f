// The product categories; on failure only the error is set (SPEC §4).
import type { Category } from '../types';
import { useGetCategoriesQuery } from '../apiClient/shopApi';
import { errorOf, NONE, type CatalogStatus } from './catalogStatus';

export interface CategoriesList {
  categories: Category[];
  categoriesStatus: CatalogStatus;
  refetchCategories: () => void;
  /** When the list was fetched; the same on the server and in the browser for a server-rendered page. */
  categoriesFetchedAt?: number;
}

export function useCategories(): CategoriesList {
  const categoriesQuery = useGetCategoriesQuery();
  return {
    categories: categoriesQuery.data ?? NONE,
    categoriesStatus: { isLoading: categoriesQuery.isLoading, error: errorOf(categoriesQuery) },
    refetchCategories: categoriesQuery.refetch,
    categoriesFetchedAt: categoriesQuery.fulfilledTimeStamp,
  };
}
