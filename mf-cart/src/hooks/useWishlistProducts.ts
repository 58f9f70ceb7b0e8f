// The wishlist's products from the shared catalogue (wishlist items are ids), with the catalogue's loading state.
import { useMemo } from 'react';
import { selectWishlistIds, useAppSelector, useCatalog, type Product } from '@storefront/shared';
import { wishlistProducts } from './wishlistProducts';

export function useWishlistProducts(): { products: Product[]; ids: number[]; isLoading: boolean } {
  const ids = useAppSelector(selectWishlistIds);
  const { products: catalogue, productsStatus } = useCatalog();
  const products = useMemo(() => wishlistProducts(ids, catalogue), [ids, catalogue]);
  return { products, ids, isLoading: ids.length > 0 && productsStatus.isLoading };
}
