// The one RTK Query API slice for every `/api/v1/web` call (SPEC §7).
import { buildCreateApi, coreModule, reactHooksModule } from '@reduxjs/toolkit/query/react';
import type { Category, OrderLookupResponse, OrderPayload, PlaceOrderResponse, Product, VerifyPaymentRequest, VerifyPaymentResponse } from '../types';
import { storefrontBaseQuery } from './baseQuery';
import { isCatalogSuccess, toCatalogError } from './catalogError';
import { asItem, asList } from './responseShape';
import { slicedJsonGet } from './slicedJsonQuery';
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

export const storefrontApi = createApi({
  reducerPath: 'api',
  baseQuery: storefrontBaseQuery,
  tagTypes: ['FeaturedProducts'],
  // SPEC §4: the product page loads its product once and does not refetch on focus or reconnect.
  refetchOnFocus: false,
  refetchOnReconnect: false,
  // A server-rendered page's answers join the cache before the first render (ssr/serverState.ts).
  extractRehydrationInfo(action) {
    return serverStateHydrated.match(action) ? (action.payload.api as never) : undefined;
  },
  endpoints: (build) => ({
    getProducts: build.query<Product[], void>({
      // The whole catalogue (735 KB as JSON): read in slices, not in one long task (readJsonInSlices.ts).
      query: () => slicedJsonGet('products', isCatalogSuccess),
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
  useGetProductsQuery,
  useGetFeaturedProductsQuery,
  useGetCategoriesQuery,
  useGetProductQuery,
  usePlaceOrderMutation,
  useGetOrderQuery,
  useVerifyPaymentMutation,
} = storefrontApi;
