// The order lookup and the request for the order's link. The browser that placed the order holds its proof as an
// HttpOnly cookie the API set, sent with every call; a page opened from the order e-mail's link passes that link's
// access token once, as `X-Order-Access`. Injected here, not in shared, so the shared chunk every page loads stays as is.
import { shopApi, type OrderLookupResponse } from '@storefront/shared';

export const ORDER_ACCESS_HEADER = 'X-Order-Access';

/** The same answer whether or not the address was the order's (api: POST orders/{id}/access_link). */
export interface OrderLinkAnswer {
  success: boolean;
  message: string;
}

export interface OrderLookupArgs {
  orderId: string;
  /** The access token of the order e-mail's link (`?access=`), when the page was opened from it. */
  access: string | null;
}

export const orderLookupApi = shopApi.injectEndpoints({
  endpoints: (build) => ({
    lookUpOrder: build.query<OrderLookupResponse, OrderLookupArgs>({
      query: ({ orderId, access }) => ({
        url: `orders/${encodeURIComponent(orderId)}`,
        headers: access ? { [ORDER_ACCESS_HEADER]: access } : undefined,
      }),
    }),
    sendOrderLink: build.mutation<OrderLinkAnswer, { orderId: string; email: string }>({
      query: ({ orderId, email }) => ({ url: `orders/${encodeURIComponent(orderId)}/access_link`, method: 'POST', body: { email } }),
    }),
  }),
});

export const { useLookUpOrderQuery, useSendOrderLinkMutation } = orderLookupApi;
