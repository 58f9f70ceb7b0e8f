// The order's side of a payment, as the payments module settles it: what is due, and the status changes a provider's
// answer makes. Marking paid is a conditional update, so only the first of redirect, webhook and retry does it.
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Queryable } from '../db/types';
import type { Currency } from '../money';
import { orders } from './orderTables';

/** The order's total (a decimal string such as "29.99") and currency; null when there is no such order. */
export async function orderAmountDue(db: Queryable, orderId: string): Promise<{ total: string; currency: Currency } | null> {
  const [order] = await db.select({ total: orders.total, currency: orders.currency }).from(orders).where(eq(orders.id, orderId));
  return order ?? null;
}

/** A declined payment fails the order while it is still pending (a paid order stays paid). */
export async function markOrderFailed(db: Queryable, orderId: string): Promise<void> {
  await db
    .update(orders)
    .set({ status: 'failed', updatedAt: sql`now()` })
    .where(and(eq(orders.id, orderId), eq(orders.status, 'pending')));
}

/** Marks the order paid by this payment; false when another path marked it paid first. */
export async function markOrderPaid(db: Queryable, orderId: string, paymentReference: string): Promise<boolean> {
  const marked = await db
    .update(orders)
    .set({ status: 'paid', paidAt: sql`now()`, updatedAt: sql`now()`, paymentReference })
    .where(and(eq(orders.id, orderId), inArray(orders.status, ['pending', 'failed'])))
    .returning({ id: orders.id });
  return marked.length > 0;
}
