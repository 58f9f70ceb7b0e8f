// The mail outbox's rows: queued inside the order's transaction, claimed atomically by one worker of one instance,
// then marked sent or put back with the time of the next try.
import { randomUUID } from 'node:crypto';
import { and, eq, gt, inArray, isNull, lte, max, sql } from 'drizzle-orm';
import type { Database, Transaction } from '../db/types';
import {
  type AccountMailDetails,
  type AccountMailKind,
  type CanaryAbortDetails,
  type OrderMailKind,
  type OutboxRow,
  type SignInAlertDetails,
  mailOutbox,
} from './mailTables';

/**
 * The Message-ID an order e-mail keeps through every retry, so a copy sent twice (see decision 0013) can be
 * recognised as the same message by the receiving mail system.
 */
export function orderMailMessageId(kind: OrderMailKind, orderId: string, domain: string, resend = 0): string {
  return resend === 0 ? `<${kind}.${orderId}@${domain}>` : `<${kind}.${orderId}.resend-${resend}@${domain}>`;
}

/** Queues one e-mail of this kind for the order; a second call for the same order and kind queues nothing. */
export async function queueOrderMail(tx: Transaction, orderId: string, kind: OrderMailKind, messageDomain: string): Promise<void> {
  await tx
    .insert(mailOutbox)
    .values({ orderId, kind, messageId: orderMailMessageId(kind, orderId, messageDomain) })
    .onConflictDoNothing({ target: [mailOutbox.orderId, mailOutbox.kind, mailOutbox.resend] });
}

/**
 * Queues an order e-mail again, as an e-mail of its own (the next resend number, its own Message-ID), for an operator
 * or a buyer asking for the order's link. Returns the new row's id; null when another resend took that number at the
 * same moment.
 */
export async function queueReceiptResend(tx: Transaction, orderId: string, messageDomain: string, kind: OrderMailKind = 'receipt'): Promise<number | null> {
  const [{ latest }] = await tx
    .select({ latest: max(mailOutbox.resend) })
    .from(mailOutbox)
    .where(and(eq(mailOutbox.orderId, orderId), eq(mailOutbox.kind, kind)));
  const resend = (latest ?? 0) + 1;
  const [row] = await tx
    .insert(mailOutbox)
    .values({ orderId, kind, resend, messageId: orderMailMessageId(kind, orderId, messageDomain, resend) })
    .onConflictDoNothing({ target: [mailOutbox.orderId, mailOutbox.kind, mailOutbox.resend] })
    .returning({ id: mailOutbox.id });
  return row?.id ?? null;
}

/** The notice that an operator's account is being attacked; none when one was queued for it in the last hour. */
export async function queueSignInAlert(tx: Transaction, operatorId: string, details: SignInAlertDetails, messageDomain: string): Promise<boolean> {
  const [recent] = await tx
    .select({ id: mailOutbox.id })
    .from(mailOutbox)
    .where(and(eq(mailOutbox.operatorId, operatorId), eq(mailOutbox.kind, 'sign-in-alert'), gt(mailOutbox.createdAt, sql`now() - interval '1 hour'`)))
    .limit(1);
  if (recent) return false;
  const messageId = `<sign-in-alert.${operatorId}.${randomUUID()}@${messageDomain}>`;
  await tx.insert(mailOutbox).values({ operatorId, kind: 'sign-in-alert', details, messageId });
  return true;
}

/** The notice that the store aborted a canary; the message id names the release, so it is queued once per canary. */
export async function queueCanaryAbortMail(tx: Transaction, details: CanaryAbortDetails, messageDomain: string): Promise<void> {
  const messageId = `<canary-aborted.${details.remote}.${details.release}@${messageDomain}>`;
  await tx.insert(mailOutbox).values({ kind: 'canary-aborted', details, messageId }).onConflictDoNothing();
}

/** An e-mail carrying one of an account's links; the link is signed when the e-mail is composed, never stored. */
export async function queueAccountMail(
  tx: Transaction,
  customerId: string,
  kind: AccountMailKind,
  details: AccountMailDetails,
  messageDomain: string,
): Promise<void> {
  await tx.insert(mailOutbox).values({ customerId, kind, details, messageId: `<${kind}.${details.tokenId}@${messageDomain}>` });
}

/**
 * Takes up to `limit` due rows for this worker. Moving next_attempt_at `leaseMs` ahead is the claim: rows locked by
 * another instance's claim are skipped, and one whose sender died comes due again when the lease ends.
 */
export async function claimDueMail(db: Database, limit: number, leaseMs: number): Promise<OutboxRow[]> {
  const due = db
    .select({ id: mailOutbox.id })
    .from(mailOutbox)
    .where(and(isNull(mailOutbox.sentAt), lte(mailOutbox.nextAttemptAt, sql`clock_timestamp()`)))
    .orderBy(mailOutbox.nextAttemptAt, mailOutbox.id)
    .limit(limit)
    .for('update', { skipLocked: true });
  return db
    .update(mailOutbox)
    .set({ attempts: sql`${mailOutbox.attempts} + 1`, nextAttemptAt: laterBy(leaseMs) })
    .where(inArray(mailOutbox.id, due))
    .returning();
}

/** Gives a claimed, unsent row back: due now, for any instance's worker. */
export async function releaseMailClaim(db: Database, id: number): Promise<void> {
  await db
    .update(mailOutbox)
    .set({ nextAttemptAt: sql`clock_timestamp()` })
    .where(and(eq(mailOutbox.id, id), isNull(mailOutbox.sentAt)));
}

/** How many e-mails wait to be sent, and how long the oldest has waited. */
export async function outboxBacklog(db: Database): Promise<{ unsent: number; oldestAgeSeconds: number }> {
  const [row] = await db
    .select({
      unsent: sql<string | number>`count(*)`,
      oldest: sql<string | number | null>`extract(epoch from clock_timestamp() - min(${mailOutbox.createdAt}))`,
    })
    .from(mailOutbox)
    .where(isNull(mailOutbox.sentAt));
  return { unsent: Number(row.unsent), oldestAgeSeconds: row.oldest === null ? 0 : Math.max(0, Number(row.oldest)) };
}

export async function markMailSent(db: Database, id: number): Promise<void> {
  await db
    .update(mailOutbox)
    .set({ sentAt: sql`clock_timestamp()`, lastError: null })
    .where(eq(mailOutbox.id, id));
}

export async function scheduleMailRetry(db: Database, id: number, delayMs: number, reason: string): Promise<void> {
  await db
    .update(mailOutbox)
    .set({ nextAttemptAt: laterBy(delayMs), lastError: reason, lastFailedAt: sql`clock_timestamp()` })
    .where(eq(mailOutbox.id, id));
}

function laterBy(ms: number) {
  return sql`clock_timestamp() + make_interval(secs => ${ms / 1000})`;
}

/** Drops the e-mails about these orders that have not gone out yet (their customer's data is gone). */
export async function dropUnsentOrderMail(tx: Transaction, orderIds: string[]): Promise<void> {
  if (orderIds.length > 0) await tx.delete(mailOutbox).where(and(inArray(mailOutbox.orderId, orderIds), isNull(mailOutbox.sentAt)));
}
