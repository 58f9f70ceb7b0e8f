// The one RTK Query API slice for every `/api/v1/web` call (SPEC §7).
import { buildCreateApi, coreModule, reactHooksModule } from '@reduxjs/toolkit/query/react';
import type {
  CatalogPage,
  CatalogQuery,
  Category,
  OrderLookupResponse,
  OrderPayload,
  PlaceOrderResponse,
  Product,
  SearchArgs,
  SearchPage,
  VerifyPaymentRequest,
  VerifyPaymentResponse,
} from '../types';
import { shopBaseQuery } from './baseQuery';
import { isCatalogSuccess, toCatalogError } from './catalogError';
import { asItem, asList } from './responseShape';
import { serverStateHydrated } from '../ssr/serverState';

export interface PlaceOrderArgs {
  payload: OrderPayload;
  /** One key per checkout attempt, so a retried submit never places the order twice. */
  idempotencyKey: string;
}

// On the server (no window) a query hook starts its request during render, so rendering a screen once tells the page
// renderer which answers it needs (RTK Query's documented SSR mode); in the browser hooks start them in effects.
const createApi = buildCreateApi(coreModule(), reactHooksModule({ unstable__sideEffectsInRender: typeof window === 'undefined' }));

const catalogGet = (url: string) => ({ url, validateStatus: isCatalogSuccess });

/** `path` with the values given as its query, in a fixed order: one question is always one URL (and one cached answer). */
function withQuery(path: string, values: Record<string, string | number | undefined>): string {
  const query = new URLSearchParams(
    Object.entries(values)
      .filter((entry): entry is [string, string | number] => entry[1] !== undefined && entry[1] !== '')
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
      .map(([key, value]) => [key, String(value)]),
  ).toString();
  return query ? `${path}?${query}` : path;
}

export const shopApi = createApi({
  reducerPath: 'shopApi',
  baseQuery: shopBaseQuery,
  tagTypes: ['FeaturedProducts'],
  // SPEC §4: the product page loads its product once and does not refetch on focus or reconnect.
  refetchOnFocus: false,
  refetchOnReconnect: false,
  // A server-rendered page's answers join the cache before the first render (ssr/serverState.ts).
  extractRehydrationInfo(action) {
    return serverStateHydrated.match(action) ? (action.payload.shopApi as never) : undefined;
  },
  endpoints: (build) => ({
    /** A page of the store with its total, facets and price slider, for the store's URL state. */
    getCatalogPage: build.query<CatalogPage, CatalogQuery>({
      query: (query) => catalogGet(withQuery('catalog', { ...query })),
      transformResponse: asItem<CatalogPage>,
      transformErrorResponse: toCatalogError,
    }),
    /** A page of search results, best first (typo-tolerant, on the server). */
    searchProducts: build.query<SearchPage, SearchArgs>({
      query: ({ q, page, pageSize }) => catalogGet(withQuery('search', { q, page, pageSize })),
      transformResponse: asItem<SearchPage>,
      transformErrorResponse: toCatalogError,
    }),
    /** The shown products among `ids`, in their order, in one call (a cart, the wishlist, the compare list, recently viewed). */
    getProductsByIds: build.query<Product[], readonly number[]>({
      query: (ids) => catalogGet(`products?ids=${ids.join(',')}`),
      transformResponse: asList<Product>,
      transformErrorResponse: toCatalogError,
    }),
    /** The catalogue's first `count` products, in its order (SPEC §4's fallback for featured, the search page's carousel). */
    getFirstProducts: build.query<Product[], number>({
      query: (count) => catalogGet(`products?pageSize=${count}`),
      transformResponse: asList<Product>,
      transformErrorResponse: toCatalogError,
    }),
    /** Other products of a product's category, for its page. */
    getRelatedProducts: build.query<Product[], { id: number; limit?: number }>({
      query: ({ id, limit }) => catalogGet(`products/${encodeURIComponent(String(id))}/related${limit ? `?limit=${limit}` : ''}`),
      transformResponse: asList<Product>,
      transformErrorResponse: toCatalogError,
    }),
    getFeaturedProducts: build.query<Product[], void>({
      query: () => catalogGet('featured_products'),
      transformResponse: asList<Product>,
      transformErrorResponse: toCatalogError,
      providesTags: ['FeaturedProducts'],
    }),
    getCategories: build.query<Category[], void>({
      query: () => catalogGet('product_categories'),
      transformResponse: asList<Category>,
      transformErrorResponse: toCatalogError,
    }),
    getProduct: build.query<Product, number | string>({
      query: (id) => catalogGet(`products/${encodeURIComponent(String(id))}`),
      transformResponse: asItem<Product>,
      transformErrorResponse: toCatalogError,
    }),
    placeOrder: build.mutation<PlaceOrderResponse, PlaceOrderArgs>({
      query: ({ payload, idempotencyKey }) => ({
        url: 'place_order',
        method: 'POST',
        body: payload,
        headers: { 'Idempotency-Key': idempotencyKey },
      }),
    }),
    getOrder: build.query<OrderLookupResponse, string>({
      query: (orderId) => `orders/${encodeURIComponent(orderId)}`,
    }),
    verifyPayment: build.mutation<VerifyPaymentResponse, VerifyPaymentRequest>({
      query: ({ reference, status, orderId }) => ({
        url: 'verify_payment',
        method: 'POST',
        body: { reference, status, orderId },
      }),
    }),
  }),
});

export const {
  useGetCatalogPageQuery,
  useSearchProductsQuery,
  useLazySearchProductsQuery,
  useGetProductsByIdsQuery,
  useGetFirstProductsQuery,
  useGetRelatedProductsQuery,
  useGetFeaturedProductsQuery,
  useGetCategoriesQuery,
  useGetProductQuery,
  usePlaceOrderMutation,
  useGetOrderQuery,
  useVerifyPaymentMutation,
} = shopApi;
