// The wishlist's products, read by its ids in one call (wishlist items are ids), in wishlist order, with the loading
// and error states. An id the catalogue no longer has is not shown, and stays in the wishlist.
import { selectWishlistIds, useAppSelector, useProductsByIds, type Product } from '@storefront/shared';

export interface WishlistProducts {
  products: Product[];
  ids: number[];
  isLoading: boolean;
  /** The products could not be read: what to say (SPEC §8), else null. */
  error: string | null;
  retry: () => void;
  /** Nothing to show: no ids, or none the catalogue still has. */
  isEmpty: boolean;
}

export function useWishlistProducts(): WishlistProducts {
  const ids = useAppSelector(selectWishlistIds);
  const { products, isLoading, error, refetch } = useProductsByIds(ids);
  return { products, ids, isLoading, error, retry: refetch, isEmpty: ids.length === 0 || (!isLoading && !error && products.length === 0) };
}
