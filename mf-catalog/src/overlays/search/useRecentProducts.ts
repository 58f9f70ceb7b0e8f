// What the search panel's Recently viewed grid shows for `visible` cards: the products this browser opened, read by
// id, or when it opened none (or none the catalogue still has) the catalogue's first products. Each read covers the
// cards shown and the next Load more's, so those appear on time (SPEC §9: after 1 s) and nothing more is downloaded.
import { SEARCH_LOAD_MORE_STEP, useGetFirstProductsQuery, useGetProductsByIdsQuery, type Product } from '@storefront/shared';
import { queryError } from '../../hooks/queryError';
import { useViewedProductIds } from '../../recently-viewed/viewedProducts';

export interface RecentProducts {
  products: Product[];
  /** True when the products are the catalogue's, not ones the shopper viewed. */
  nothingViewed: boolean;
  isLoading: boolean;
  error: string | null;
  retry: () => void;
  hasMore: boolean;
}

const NONE: Product[] = [];

export function useRecentProducts(visible: number): RecentProducts {
  const ids = useViewedProductIds();
  const asked = ids.slice(0, visible + SEARCH_LOAD_MORE_STEP);
  const viewed = useGetProductsByIdsQuery(asked, { skip: asked.length === 0 });
  const nothingViewed = asked.length === 0 || viewed.currentData?.length === 0;
  const first = useGetFirstProductsQuery(visible + SEARCH_LOAD_MORE_STEP, { skip: !nothingViewed });
  const source = nothingViewed ? first : viewed;
  // The answer before, while a longer one is on its way: the cards shown stay.
  const list = source.data ?? NONE;
  // A list that just fills the grid may go on: in the answer being fetched, or in viewed ids not asked for yet.
  const moreAsked = source.isFetching || (!nothingViewed && ids.length > asked.length);
  return {
    products: list.slice(0, visible),
    nothingViewed,
    isLoading: source.data === undefined && !source.isError,
    error: queryError(source),
    retry: source.refetch,
    hasMore: list.length > visible || (list.length === visible && moreAsked),
  };
}
