// The order lookup with proof of ownership (issue 18 §4, issue 17 §4): `GET orders/{id}` sends the order's e-mail as
// `X-Order-Email` when this tab has it. Injected here, not in shared, so the shared chunk every page loads stays as is.
import { storefrontApi, type OrderLookupResponse } from '@storefront/shared';
import { orderEmailHeaders } from '@storefront/shared/fulfilment';

export interface OrderLookupArgs {
  orderId: string;
  /** The e-mail that proves ownership; null asks for the masked order. */
  email: string | null;
}

export const orderLookupApi = storefrontApi.injectEndpoints({
  endpoints: (build) => ({
    lookUpOrder: build.query<OrderLookupResponse, OrderLookupArgs>({
      query: ({ orderId, email }) => ({ url: `orders/${encodeURIComponent(orderId)}`, headers: orderEmailHeaders(email) }),
    }),
  }),
});

export const { useLookUpOrderQuery } = orderLookupApi;
