// Payments that need an operator's look: GET /payments/attention, POST /payments/:provider/:reference/reverify,
// POST /payments/webhook-events/:id/handled.
import { Type, type Static } from 'typebox';
import { PAYMENT_ISSUE_KINDS } from '../../admin/constants';
import { AmountSchema, CurrencySchema, Nullable, TimestampSchema } from './common';
import { OrderStatusSchema } from './orders';

export const PaymentIssueKindSchema = Type.Enum([...PAYMENT_ISSUE_KINDS]);
export type PaymentIssueKind = Static<typeof PaymentIssueKindSchema>;

export const PaymentIssueSchema = Type.Object({
  /** Stable per issue: `payment:<provider>:<reference>` or `webhook:<id>`. */
  id: Type.String(),
  kind: PaymentIssueKindSchema,
  provider: Type.Enum(['paystack', 'paypal', 'sandbox']),
  reference: Type.String(),
  orderId: Nullable(Type.String()),
  orderStatus: Nullable(OrderStatusSchema),
  /** What we asked for, or what the webhook reported. */
  amount: Nullable(AmountSchema),
  currency: Nullable(CurrencySchema),
  since: TimestampSchema,
  /** What is known, in a sentence: "Paystack reported 40.00 USD for an order of 45.00 USD". */
  detail: Type.String(),
  /** reverify: ask the provider again; handled: mark the webhook as looked at. */
  actions: Type.Array(Type.Enum(['reverify', 'handled'])),
});
export type PaymentIssue = Static<typeof PaymentIssueSchema>;

export const PaymentIssuesSchema = Type.Object({ items: Type.Array(PaymentIssueSchema) });
export type PaymentIssues = Static<typeof PaymentIssuesSchema>;

export const PaymentParamsSchema = Type.Object({
  provider: Type.Enum(['paystack', 'paypal', 'sandbox']),
  reference: Type.String({ minLength: 1, maxLength: 200 }),
});

/** What asking the provider again found; the order is settled exactly as the shopper's return would settle it. */
export const ReverifyResponseSchema = Type.Object({
  outcome: Type.Enum(['paid', 'already-paid', 'pending', 'failed', 'mismatch', 'unavailable']),
  message: Type.String(),
  orderId: Nullable(Type.String()),
});
export type ReverifyResponse = Static<typeof ReverifyResponseSchema>;

export const WebhookEventParamsSchema = Type.Object({ id: Type.Integer({ minimum: 1 }) });

/** POST /payments/webhook-events/:id/handled: 200 (also when it was handled already), 404 for an unknown event. */
export const WebhookEventHandledResponseSchema = Type.Object({ message: Type.String() });
