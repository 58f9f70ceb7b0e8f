// Products read by id in one call (GET products?ids=), in the ids' order: the wishlist, the compare list. An id the
// catalogue no longer has is simply not among them (and stays in the shopper's list). Removing ids asks for nothing:
// the products already read still cover the ones left.
import { useMemo, useState } from 'react';
import type { Product } from '../types';
import { useGetProductsByIdsQuery } from '../apiClient/shopApi';
import { errorOf, NONE } from './catalogStatus';

export interface ProductsByIds {
  products: Product[];
  /** True until the first answer for these ids (never for none). */
  isLoading: boolean;
  /** SPEC §8's message when the call failed, else null. */
  error: string | null;
  refetch: () => void;
}

export function useProductsByIds(ids: readonly number[]): ProductsByIds {
  const asked = useCoveringIds(ids);
  const query = useGetProductsByIdsQuery(asked, { skip: asked.length === 0 });
  const products = useMemo(() => {
    const byId = new Map((query.data ?? NONE).map((product) => [product.id, product]));
    return ids.flatMap((id) => byId.get(id) ?? []);
  }, [ids, query.data]);
  const wanted = ids.length > 0;
  return {
    products: wanted ? products : NONE,
    isLoading: wanted && query.data === undefined && !query.isError,
    error: wanted ? errorOf(query) : null,
    refetch: query.refetch,
  };
}

/** The ids last asked for while they include every one of `ids`, else `ids` (which are then asked for). */
function useCoveringIds(ids: readonly number[]): readonly number[] {
  const [asked, setAsked] = useState(ids);
  const covered = ids.every((id) => asked.includes(id));
  // Updating state while rendering: React renders again at once, before anything is shown (its documented pattern).
  if (!covered) setAsked(ids);
  return covered ? asked : ids;
}
