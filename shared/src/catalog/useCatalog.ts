// Products, featured products and categories with their loading and error states and the SPEC §4 "Loading" fallbacks:
// products failure → the sample catalogue, featured failure → the first 8 products, categories failure → error only.
// A screen that needs only one list uses its own hook (useProducts, useFeaturedProducts, useCategories) instead.
import type { Category, Product } from '../types';
import type { CatalogStatus } from './catalogStatus';
import { useCategories } from './useCategories';
import { useFeaturedProducts } from './useFeaturedProducts';
import { useProducts } from './useProducts';

export type { CatalogStatus } from './catalogStatus';

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

export function useCatalog(): Catalog {
  return { ...useProducts(), ...useFeaturedProducts(), ...useCategories() };
}
