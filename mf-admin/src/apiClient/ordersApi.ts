// Orders: the list with its filters, one order with its timeline, and the actions on it (resend, the account's e-mails, refund). An
// action answers with the refreshed order, which replaces the cached one.
import type { AccountEmailBody, AdminOrder, OrderList, OrderListQuery, RefundBody } from '@storefront/shared/schemas/admin';
import { adminApi } from './adminApi';
import { queryString } from './pageQuery';

export interface OrderActionResponse {
  message: string;
  order: AdminOrder;
}

const orderPath = (id: string) => `/orders/${encodeURIComponent(id)}`;

export const ordersApi = adminApi.injectEndpoints({
  endpoints: (build) => ({
    listOrders: build.query<OrderList, OrderListQuery>({ query: (filters) => `/orders${queryString(filters)}`, providesTags: ['Orders'] }),
    getOrder: build.query<AdminOrder, string>({ query: orderPath, providesTags: (_order, _error, id) => [{ type: 'Order', id }] }),
    resendReceipt: build.mutation<OrderActionResponse, string>({
      query: (id) => ({ url: `${orderPath(id)}/resend-receipt`, method: 'POST' }),
      onQueryStarted: (id, { dispatch, queryFulfilled }) => replaceOrder(id, dispatch, queryFulfilled),
    }),
    sendAccountEmail: build.mutation<OrderActionResponse, AccountEmailBody & { id: string }>({
      query: ({ id, kind }) => ({ url: `${orderPath(id)}/account-email`, method: 'POST', body: { kind } }),
      onQueryStarted: ({ id }, { dispatch, queryFulfilled }) => replaceOrder(id, dispatch, queryFulfilled),
    }),
    refundOrder: build.mutation<OrderActionResponse, RefundBody & { id: string }>({
      query: ({ id, reason }) => ({ url: `${orderPath(id)}/refund`, method: 'POST', body: { reason } }),
      onQueryStarted: ({ id }, { dispatch, queryFulfilled }) => replaceOrder(id, dispatch, queryFulfilled),
      invalidatesTags: (result) => (result ? ['Orders', 'Dashboard'] : []),
    }),
  }),
});

async function replaceOrder(id: string, dispatch: (action: unknown) => unknown, answered: Promise<{ data: OrderActionResponse }>): Promise<void> {
  try {
    const { data } = await answered;
    // At once (upsertQueryData replaces the entry some turns later, so the order as it was would stay on screen
    // beside the action's message for a moment).
    dispatch(ordersApi.util.updateQueryData('getOrder', id, () => data.order));
  } catch {
    // The screen shows the refusal; the cached order stays as it was.
  }
}

export const { useListOrdersQuery, useGetOrderQuery, useResendReceiptMutation, useSendAccountEmailMutation, useRefundOrderMutation } = ordersApi;
