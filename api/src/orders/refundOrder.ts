// Refunds an order: the one place an order becomes `refunded`, for the payment provider's refund webhook and the
// operator console alike. The conditional update and the lifecycle's `refunded` moment (which revokes the
// order's licenses and downloads) share one transaction, so a refund is recorded whole or not at all, once.
// `record` adds the caller's own rows (the refund's record, the audit entry) to that transaction.
import { and, eq, sql } from 'drizzle-orm';
import { orders } from './orderTables';
import type { Database, Transaction } from '../db/types';
import type { OrderLifecycle } from './orderLifecycle';
import { isOrderId } from './orderId';

export type RefundOutcome = 'refunded' | 'already-refunded' | 'not-paid' | 'not-found';

export async function refundOrder(
  db: Database,
  lifecycle: OrderLifecycle,
  orderId: string,
  record: (tx: Transaction) => Promise<void> = async () => {},
): Promise<RefundOutcome> {
  if (!isOrderId(orderId)) return 'not-found';
  return db.transaction(async (tx): Promise<RefundOutcome> => {
    const marked = await tx
      .update(orders)
      .set({ status: 'refunded', refundedAt: sql`now()`, updatedAt: sql`now()` })
      .where(and(eq(orders.id, orderId), eq(orders.status, 'paid')))
      .returning({ id: orders.id });
    if (marked.length === 0) {
      const [order] = await tx.select({ status: orders.status }).from(orders).where(eq(orders.id, orderId));
      if (!order) return 'not-found';
      return order.status === 'refunded' ? 'already-refunded' : 'not-paid';
    }
    await lifecycle.run('refunded', tx, orderId);
    await record(tx);
    return 'refunded';
  });
}
