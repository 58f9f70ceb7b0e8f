// Orders in the console: GET /orders (list), GET /orders/:id (the order page with its timeline),
// POST /orders/:id/resend-receipt and POST /orders/:id/refund.
import { Type, type Static } from 'typebox';
import { ORDER_PAYMENT_METHODS, ORDER_STATUSES, TIMELINE_EVENT_KINDS } from '../../admin/constants';
import { AmountSchema, CurrencySchema, Nullable, PagedSchema, PageQuerySchema, strict, TimestampSchema } from './common';

export const OrderStatusSchema = Type.Enum([...ORDER_STATUSES]);
export type AdminOrderStatus = Static<typeof OrderStatusSchema>;

export const OrderPaymentMethodSchema = Type.Enum([...ORDER_PAYMENT_METHODS]);

/**
 * `q` finds an order by its id (or the first 8+ characters of it), the customer's e-mail or name (case-insensitive,
 * part of a word is enough). `from` and `to` are calendar dates (UTC), both included.
 */
export const OrderListQuerySchema = Type.Object({
  ...PageQuerySchema.properties,
  q: Type.Optional(Type.String({ maxLength: 200 })),
  status: Type.Optional(OrderStatusSchema),
  paymentMethod: Type.Optional(OrderPaymentMethodSchema),
  from: Type.Optional(Type.String({ format: 'date' })),
  to: Type.Optional(Type.String({ format: 'date' })),
});
export type OrderListQuery = Static<typeof OrderListQuerySchema>;

export const OrderSummarySchema = Type.Object({
  id: Type.String(),
  placedAt: TimestampSchema,
  status: OrderStatusSchema,
  customerName: Type.String(),
  customerEmail: Type.String(),
  paymentMethod: Type.String(),
  currency: CurrencySchema,
  total: AmountSchema,
  /** Units over all lines. */
  itemCount: Type.Integer(),
});
export type OrderSummary = Static<typeof OrderSummarySchema>;

export const OrderListSchema = PagedSchema(OrderSummarySchema);
export type OrderList = Static<typeof OrderListSchema>;

export const OrderLineSchema = Type.Object({
  lineNumber: Type.Integer(),
  productId: Type.Integer(),
  title: Type.String(),
  licenseType: Nullable(Type.String()),
  size: Nullable(Type.String()),
  color: Nullable(Type.String()),
  quantity: Type.Integer(),
  unitPrice: AmountSchema,
  totalPrice: AmountSchema,
});
export type OrderLine = Static<typeof OrderLineSchema>;

/** One attempt to pay: a row of the payments table. */
export const PaymentAttemptSchema = Type.Object({
  provider: Type.Enum(['paystack', 'paypal', 'sandbox']),
  reference: Type.String(),
  amount: AmountSchema,
  currency: CurrencySchema,
  status: Type.Enum(['pending', 'success', 'failed', 'mismatch']),
  createdAt: TimestampSchema,
  updatedAt: TimestampSchema,
  /** Why the last check with the provider did not settle it, when it did not. */
  lastError: Nullable(Type.String()),
});
export type PaymentAttempt = Static<typeof PaymentAttemptSchema>;

/** A paid digital line's license and downloads. The key is shown whole: operators answer "I lost my key". */
export const OrderEntitlementSchema = Type.Object({
  id: Type.String(),
  lineNumber: Type.Integer(),
  licenseType: Type.String(),
  licenseKey: Type.String(),
  downloadsUsed: Type.Integer(),
  downloadLimit: Type.Integer(),
  linkExpiresAt: Nullable(TimestampSchema),
  revokedAt: Nullable(TimestampSchema),
});

export const OrderEmailSchema = Type.Object({
  id: Type.Integer(),
  kind: Type.Enum(['order-received', 'receipt']),
  /** True for a receipt an operator asked to send again. */
  resent: Type.Boolean(),
  queuedAt: TimestampSchema,
  sentAt: Nullable(TimestampSchema),
  attempts: Type.Integer(),
  lastError: Nullable(Type.String()),
});

/** What happened to the order, oldest first, each from a row of the database. */
export const TimelineEventSchema = Type.Object({
  at: TimestampSchema,
  kind: Type.Enum([...TIMELINE_EVENT_KINDS]),
  /** One line for the timeline, e.g. "Receipt sent to g***@example.com" or "Paid through Paystack (ref …)". */
  summary: Type.String(),
  /** The operator who caused it, for actions taken in the console. */
  operatorEmail: Type.Optional(Type.String()),
});
export type TimelineEvent = Static<typeof TimelineEventSchema>;

export const OrderRefundSchema = Type.Object({
  refundedAt: TimestampSchema,
  /** provider: the provider's refund API returned the money; manual: recorded only (the money went back another way). */
  method: Type.Enum(['provider', 'manual']),
  providerReference: Nullable(Type.String()),
  reason: Type.String(),
  operatorEmail: Nullable(Type.String()),
});

/** The account an order belongs to, as an operator sees it: never a password or a token. */
export const OrderAccountSchema = Type.Object({ id: Type.String(), email: Type.String(), emailVerified: Type.Boolean() });
export type OrderAccount = Static<typeof OrderAccountSchema>;

export const AdminOrderSchema = Type.Object({
  ...OrderSummarySchema.properties,
  customer: Type.Object({
    firstName: Type.String(),
    lastName: Type.String(),
    email: Type.String(),
    phone: Type.String(),
  }),
  address: Type.Object({
    country: Type.String(),
    state: Type.String(),
    city: Type.String(),
    street: Type.String(),
    postalCode: Type.String(),
  }),
  notes: Type.String(),
  lines: Type.Array(OrderLineSchema),
  totals: Type.Object({ subtotal: AmountSchema, tax: AmountSchema, discount: AmountSchema, total: AmountSchema }),
  paidAt: Nullable(TimestampSchema),
  payments: Type.Array(PaymentAttemptSchema),
  entitlements: Type.Array(OrderEntitlementSchema),
  emails: Type.Array(OrderEmailSchema),
  refund: Nullable(OrderRefundSchema),
  timeline: Type.Array(TimelineEventSchema),
  /** Whether this order's provider can refund through its API here (credentials configured); otherwise refunds are manual. */
  providerRefundAvailable: Type.Boolean(),
  /** The customer account the order belongs to, null for a guest order (absent from an API that predates accounts). */
  account: Type.Optional(Nullable(OrderAccountSchema)),
});
export type AdminOrder = Static<typeof AdminOrderSchema>;

/** POST /orders/:id/account-email: which e-mail to send the order's account again. */
export const AccountEmailBodySchema = Type.Object({ kind: Type.Enum(['verification', 'reset']) }, strict);
export type AccountEmailBody = Static<typeof AccountEmailBodySchema>;

export const OrderIdParamsSchema = Type.Object({ id: Type.String({ maxLength: 100 }) });

/** 202: the receipt is in the mail outbox again (a new e-mail with its own Message-ID). 409 when the order is not paid. */
export const ResendReceiptResponseSchema = Type.Object({ message: Type.String(), order: AdminOrderSchema });

export const RefundBodySchema = Type.Object(
  {
    /** Why, for the audit log and the timeline. */
    reason: Type.String({ minLength: 1, maxLength: 500 }),
  },
  strict,
);
export type RefundBody = Static<typeof RefundBodySchema>;

/**
 * 200 with the refunded order. 409 when the order is not paid or already refunded; 502 when the provider refused or
 * could not be reached (nothing is changed then, the operator may try again or refund by hand).
 */
export const RefundResponseSchema = Type.Object({ message: Type.String(), order: AdminOrderSchema });
