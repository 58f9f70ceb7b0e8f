// The full product list with the SPEC §4 fallback: while products have failed and there is no good answer, the
// bundled sample catalogue stands in. `skip` leaves the list unrequested (the featured fallback needs it only on failure).
import type { Product } from '../types';
import { useGetProductsQuery } from '../api/storefrontApi';
import { errorOf, NONE, type CatalogStatus } from './catalogStatus';
import { useSampleCatalog } from './useSampleCatalog';

export interface ProductsList {
  products: Product[];
  productsStatus: CatalogStatus;
  /** True while `products` is the bundled sample catalogue. */
  usingSampleCatalog: boolean;
  refetchProducts: () => void;
}

export function useProducts({ skip = false }: { skip?: boolean } = {}): ProductsList {
  const productsQuery = useGetProductsQuery(undefined, { skip });
  // The last good answer wins over the sample; the sample stands in only while there is none.
  const productsFailed = productsQuery.data === undefined && productsQuery.isError;
  const { sample, failed: sampleFailed } = useSampleCatalog(productsFailed);
  const usingSampleCatalog = productsFailed && sample !== undefined;
  return {
    products: productsQuery.data ?? (usingSampleCatalog ? sample : NONE),
    productsStatus: {
      isLoading: productsQuery.isLoading || (productsFailed && !sample && !sampleFailed),
      error: errorOf(productsQuery),
    },
    usingSampleCatalog,
    refetchProducts: productsQuery.refetch,
  };
}
