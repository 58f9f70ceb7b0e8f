// The first product of a catalogue list answer, whichever list it was: the quick-view item's source (SPEC §4).
import { isAnyOf } from '@reduxjs/toolkit';
import { shopApi } from '../apiClient/shopApi';
import type { Product } from '../types';

/** The endpoints that answer a list of products, bare or as a page of results. */
const LIST_ENDPOINTS = [
  'getFeaturedProducts',
  'getCatalogPage',
  'searchProducts',
  'getFirstProducts',
  'getProductsByIds',
  'getRelatedProducts',
] as const satisfies readonly (keyof typeof shopApi.endpoints)[];

/** Any of those lists answered. */
export const listFulfilled = isAnyOf(...LIST_ENDPOINTS.map((name) => shopApi.endpoints[name].matchFulfilled));

type ListAnswer = Product[] | { products: Product[] };

export const productsOf = (answer: ListAnswer): Product[] => (Array.isArray(answer) ? answer : answer.products);

interface CachedQuery {
  endpointName?: string;
  status?: string;
  startedTimeStamp?: number;
  data?: unknown;
}

const isList = (name: string | undefined) => (LIST_ENDPOINTS as readonly (string | undefined)[]).includes(name);

/** In a server-rendered page's RTK Query cache, the id of the first product of the list the server fetched first. */
export function firstHydratedProductId(apiState: unknown): number | undefined {
  const queries = Object.values((apiState as { queries?: Record<string, CachedQuery | undefined> } | null)?.queries ?? {});
  const lists = queries
    .filter((entry): entry is CachedQuery => entry?.status === 'fulfilled' && isList(entry.endpointName))
    .sort((a, b) => (a.startedTimeStamp ?? 0) - (b.startedTimeStamp ?? 0));
  for (const entry of lists) {
    const first = productsOf(entry.data as ListAnswer)[0];
    if (first) return first.id;
  }
  return undefined;
}
