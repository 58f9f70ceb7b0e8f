// Reads and writes payment rows: the link between an order and the provider's reference for its payment.
import { and, desc, eq, sql } from 'drizzle-orm';
import { type PaymentProviderId, type PaymentRow, payments } from './paymentTables';
import type { Queryable } from '../db/types';

export async function findPayment(db: Queryable, provider: PaymentProviderId, reference: string): Promise<PaymentRow | null> {
  const [row] = await db
    .select()
    .from(payments)
    .where(and(eq(payments.provider, provider), eq(payments.reference, reference)));
  return row ?? null;
}

/** The payment with this reference (any provider), or else the order's latest payment. */
export async function findPaymentForOrder(db: Queryable, orderId: string, reference: string | null): Promise<PaymentRow | null> {
  const condition = reference ? and(eq(payments.orderId, orderId), eq(payments.reference, reference)) : eq(payments.orderId, orderId);
  const [row] = await db.select().from(payments).where(condition).orderBy(desc(payments.createdAt)).limit(1);
  return row ?? null;
}

export async function findPaymentByReference(db: Queryable, reference: string): Promise<PaymentRow | null> {
  const [row] = await db.select().from(payments).where(eq(payments.reference, reference)).limit(1);
  return row ?? null;
}

/** What the last check with the provider met: `error` when it could not settle the payment, null when it could. */
export async function recordPaymentCheck(db: Queryable, payment: PaymentRow, error: string | null): Promise<void> {
  await db
    .update(payments)
    .set({ lastError: error, lastCheckedAt: sql`now()` })
    .where(and(eq(payments.provider, payment.provider), eq(payments.reference, payment.reference)));
}
