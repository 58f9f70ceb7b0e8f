// The product the wishlist modal shows: the one just added (the wishlist appends, so its last id), read by that id
// alone — the modal shows one product, so it reads one, not the whole wishlist.
import { useMemo } from 'react';
import { selectWishlistIds, useAppSelector, useProductsByIds, type Product } from '@storefront/shared';

export function useJustWishlisted(skip: boolean): { product: Product | undefined; wishlistSize: number } {
  const ids = useAppSelector(selectWishlistIds);
  const lastId = skip ? undefined : ids.at(-1);
  const justAdded = useMemo(() => (lastId === undefined ? [] : [lastId]), [lastId]);
  const { products } = useProductsByIds(justAdded);
  return { product: products[0], wishlistSize: ids.length };
}
