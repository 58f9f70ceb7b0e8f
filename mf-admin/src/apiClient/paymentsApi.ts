// Payments needing a look, and the two things an operator does about one: ask the provider again, or mark a webhook
// without an order as looked at. Either refreshes the queue.
import type { PaymentIssue, PaymentIssues, ReverifyResponse } from '@storefront/shared/schemas/admin';
import { adminApi } from './adminApi';

/** The webhook event's id within an issue id `webhook:<id>`. */
export const webhookEventId = (issue: PaymentIssue) => issue.id.replace(/^webhook:/, '');

export const paymentsApi = adminApi.injectEndpoints({
  endpoints: (build) => ({
    listPaymentIssues: build.query<PaymentIssues, void>({ query: () => '/payments/attention', providesTags: ['PaymentIssues'] }),
    reverifyPayment: build.mutation<ReverifyResponse, PaymentIssue>({
      query: (issue) => ({ url: `/payments/${issue.provider}/${encodeURIComponent(issue.reference)}/reverify`, method: 'POST' }),
      invalidatesTags: (_result, _error, issue) => [
        'PaymentIssues',
        'Dashboard',
        'Orders',
        ...(issue.orderId ? [{ type: 'Order' as const, id: issue.orderId }] : []),
      ],
    }),
    markWebhookHandled: build.mutation<{ message?: string }, PaymentIssue>({
      query: (issue) => ({ url: `/payments/webhook-events/${webhookEventId(issue)}/handled`, method: 'POST' }),
      invalidatesTags: ['PaymentIssues', 'Dashboard'],
    }),
  }),
});

export const { useListPaymentIssuesQuery, useReverifyPaymentMutation, useMarkWebhookHandledMutation } = paymentsApi;
