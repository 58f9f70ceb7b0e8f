// The payments' tables (migrations 0002 and 0010): provider payments, the sandbox's own payments, refunds and signed
// webhooks. Only the payments module reads or writes them; other modules ask its functions. Their order_id columns
// reference orders(id) in the migrations: a foreign key across modules is declared in SQL only.
import { bigint, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { moment } from '../db/columns';
import type { Currency } from '../money';

export type PaymentProviderId = 'paystack' | 'paypal' | 'sandbox';
export type PaymentRowStatus = 'pending' | 'success' | 'failed' | 'mismatch';

export const payments = pgTable(
  'payments',
  {
    provider: text('provider').$type<PaymentProviderId>().notNull(),
    reference: text('reference').notNull(),
    orderId: text('order_id').notNull(),
    amountMinor: bigint('amount_minor', { mode: 'number' }).notNull(),
    currency: text('currency').$type<Currency>().notNull(),
    paymentUrl: text('payment_url').notNull(),
    status: text('status').$type<PaymentRowStatus>().notNull().default('pending'),
    createdAt: moment('created_at').notNull().defaultNow(),
    updatedAt: moment('updated_at').notNull().defaultNow(),
    /** Why the last check with the provider did not settle it (unreachable, unusable answer), and when (0010). */
    lastError: text('last_error'),
    lastCheckedAt: moment('last_checked_at'),
    /** PayPal's capture id, which its refund API takes. */
    captureId: text('capture_id'),
  },
  (table) => [primaryKey({ columns: [table.provider, table.reference] })],
);

export type SandboxOutcome = 'pending' | 'paid' | 'declined';

export const sandboxPayments = pgTable('sandbox_payments', {
  reference: text('reference').primaryKey(),
  orderId: text('order_id').notNull(),
  amountMinor: bigint('amount_minor', { mode: 'number' }).notNull(),
  currency: text('currency').$type<Currency>().notNull(),
  returnUrl: text('return_url').notNull(),
  outcome: text('outcome').$type<SandboxOutcome>().notNull().default('pending'),
  createdAt: moment('created_at').notNull().defaultNow(),
});

/** A refund as made: through the provider's API or recorded by hand (admin/orders/refundRoutes.ts). */
export const refunds = pgTable('refunds', {
  orderId: text('order_id').primaryKey(),
  method: text('method').$type<'provider' | 'manual'>().notNull(),
  provider: text('provider').$type<PaymentProviderId>(),
  providerReference: text('provider_reference'),
  amountMinor: bigint('amount_minor', { mode: 'number' }).notNull(),
  currency: text('currency').$type<'USD' | 'NGN'>().notNull(),
  reason: text('reason').notNull(),
  operatorId: text('operator_id'),
  operatorEmail: text('operator_email'),
  createdAt: moment('created_at').notNull().defaultNow(),
});

/** Every correctly signed provider webhook; one without a matching payment waits for an operator. */
export const paymentWebhookEvents = pgTable('payment_webhook_events', {
  id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
  provider: text('provider').$type<'paystack' | 'paypal'>().notNull(),
  event: text('event').notNull(),
  reference: text('reference').notNull(),
  orderId: text('order_id'),
  amountMinor: bigint('amount_minor', { mode: 'number' }),
  currency: text('currency'),
  receivedAt: moment('received_at').notNull().defaultNow(),
  handledAt: moment('handled_at'),
  handledBy: text('handled_by'),
});

export type PaymentRow = typeof payments.$inferSelect;
export type SandboxPaymentRow = typeof sandboxPayments.$inferSelect;
export type RefundRow = typeof refunds.$inferSelect;
export type PaymentWebhookEventRow = typeof paymentWebhookEvents.$inferSelect;
