// The Drizzle view of the mail tables (created by migrations/0006_mail_outbox.sql, resends from 0010, notices about
// an operator's account from 0014). Kept beside the mail plugin,
// the only code that reads or writes them.
import { bigint, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

const moment = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

export type OrderMailKind = 'order-received' | 'receipt';
/** An e-mail about an operator's account (0014): the notice that it is being attacked. */
export type OperatorMailKind = 'sign-in-alert';
/** The notice to a remote's team that the store aborted its canary by itself (0017). */
export type TeamMailKind = 'canary-aborted';
/** An e-mail about a customer account (0018): the link confirming its address, the link choosing a new password. */
export type AccountMailKind = 'account-verification' | 'password-reset';

/** Which link an account e-mail carries: the customer_tokens row it signs at sending time. */
export interface AccountMailDetails {
  tokenId: string;
  /** Why the link goes out when not asked for: someone signed up with the address of an account. */
  reason?: 'sign-up-repeated';
}

/** What the notice says: where the wrong passwords came from and until when that address is refused. */
export interface SignInAlertDetails {
  email: string;
  ip: string;
  lockedUntil: string;
}

/** What the team is told: which canary, what it was judged on, and who is told (none configured: the owners). */
export interface CanaryAbortDetails {
  remote: string;
  release: string;
  percent: number;
  live: string;
  canaryViews: number;
  canaryFailedViews: number;
  liveViews: number;
  liveFailedViews: number;
  minViews: number;
  marginPoints: number;
  to: string[];
}

export const mailOutbox = pgTable('mail_outbox', {
  id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
  /** The order an order e-mail is about; null for an e-mail about an operator's account. */
  orderId: text('order_id'),
  operatorId: text('operator_id'),
  /** The account an account e-mail is about (0018); the row goes with the account. */
  customerId: text('customer_id'),
  kind: text('kind').$type<OrderMailKind | OperatorMailKind | TeamMailKind | AccountMailKind>().notNull(),
  details: jsonb('details').$type<SignInAlertDetails | CanaryAbortDetails | AccountMailDetails>(),
  /** 0 for the e-mail the order's lifecycle queued; 1, 2, … for a receipt an operator sent again (migration 0010). */
  resend: integer('resend').notNull().default(0),
  messageId: text('message_id').notNull().unique(),
  attempts: integer('attempts').notNull().default(0),
  nextAttemptAt: moment('next_attempt_at').notNull().defaultNow(),
  lastError: text('last_error'),
  lastFailedAt: moment('last_failed_at'),
  sentAt: moment('sent_at'),
  createdAt: moment('created_at').notNull().defaultNow(),
});

export interface MailLink {
  label: string;
  url: string;
}

export const devMailbox = pgTable('dev_mailbox', {
  id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
  messageId: text('message_id').notNull(),
  recipient: text('recipient').notNull(),
  subject: text('subject').notNull(),
  links: jsonb('links').$type<MailLink[]>().notNull(),
  raw: text('raw').notNull(),
  createdAt: moment('created_at').notNull().defaultNow(),
});

export type OutboxRow = typeof mailOutbox.$inferSelect;
/** An outbox row about an order. */
export type OrderOutboxRow = OutboxRow & { orderId: string; kind: OrderMailKind };

export const isOrderMail = (row: OutboxRow): row is OrderOutboxRow => row.orderId !== null && (row.kind === 'order-received' || row.kind === 'receipt');
/** An outbox row about a customer account. */
export type AccountOutboxRow = OutboxRow & { customerId: string; kind: AccountMailKind; details: AccountMailDetails };
export const isAccountMail = (row: OutboxRow): row is AccountOutboxRow =>
  row.customerId !== null && (row.kind === 'account-verification' || row.kind === 'password-reset');
export type DevMailboxRow = typeof devMailbox.$inferSelect;
