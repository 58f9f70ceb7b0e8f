// The product an overlay is about: its `productId` prop, else the quick-view item of the store (SPEC §3), loaded by id.
import { selectQuickViewProductId, useAppSelector, useGetProductQuery, type Product } from '@storefront/shared';

export function useOverlayProduct(props: Record<string, unknown> | undefined): { product: Product | undefined; isLoading: boolean; isError: boolean } {
  const fallbackId = useAppSelector(selectQuickViewProductId);
  const fromProps = props?.productId;
  const id = typeof fromProps === 'number' ? fromProps : fallbackId;
  const { data, isLoading, isError } = useGetProductQuery(id ?? 0, { skip: id === null });
  return { product: id === null ? undefined : data, isLoading, isError: isError || id === null };
}
