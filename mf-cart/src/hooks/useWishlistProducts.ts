// The wishlist's products from the shared catalogue (wishlist items are ids), with the catalogue's loading state.
import { useMemo } from 'react';
import { selectWishlistIds, useAppSelector, useCatalog, type Product } from '@storefront/shared';
import { wishlistProducts } from './wishlistProducts';

export interface WishlistProducts {
  products: Product[];
  ids: number[];
  isLoading: boolean;
  /** Nothing to show: no ids, or none the loaded catalogue knows. */
  isEmpty: boolean;
}

export function useWishlistProducts(): WishlistProducts {
  const ids = useAppSelector(selectWishlistIds);
  const { products: catalogue, productsStatus } = useCatalog();
  const products = useMemo(() => wishlistProducts(ids, catalogue), [ids, catalogue]);
  const isLoading = ids.length > 0 && productsStatus.isLoading;
  return { products, ids, isLoading, isEmpty: ids.length === 0 || (!isLoading && products.length === 0) };
}
