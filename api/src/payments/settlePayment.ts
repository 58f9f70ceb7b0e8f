// Applies what a provider reports about a payment to its order — the one place an order becomes paid.
// Redirect (verify_payment), webhook and sandbox button all come here. The order is marked paid by a
// conditional UPDATE (… WHERE status IN ('pending','failed')), so whichever arrives first fulfils it and every
// later one finds nothing to update: the lifecycle's `paid` moment (entitlements, the receipt) runs inside that
// same transaction, and onOrderPaid after it commits, exactly once per order.
import { and, eq, sql } from 'drizzle-orm';
import { type PaymentRow, payments } from './paymentTables';
import { markOrderFailed, markOrderPaid, orderAmountDue } from '../orders/orderPayment';
import type { Database, Transaction } from '../db/types';
import type { OrderLifecycle } from '../orders/orderLifecycle';
import { minorToAmount, toMinorUnits } from '../money';
import type { PaymentVerification } from './types';

export type Settlement = 'paid' | 'failed' | 'pending' | 'mismatch';

export type OrderPaidListener = (orderId: string, payment: PaymentRow) => void;

/** Writes the caller's own rows (the operator console's audit entry) in the settlement's transaction. */
export type SettlementRecord = (tx: Transaction, settlement: Settlement) => Promise<void>;

export async function applyVerification(
  db: Database,
  payment: PaymentRow,
  verification: PaymentVerification,
  onOrderPaid: OrderPaidListener,
  lifecycle?: OrderLifecycle,
  record: SettlementRecord = async () => {},
): Promise<Settlement> {
  if (verification.status === 'pending') return 'pending';

  const { settlement, fulfilled } = await db.transaction(async (tx): Promise<{ settlement: Settlement; fulfilled: boolean }> => {
    const settled = async (outcome: { settlement: Settlement; fulfilled: boolean }) => {
      await record(tx, outcome.settlement);
      return outcome;
    };
    const order = await orderAmountDue(tx, payment.orderId);
    if (!order) return { settlement: 'pending', fulfilled: false };
    // Settled by what the provider said: the last check worked, whatever an earlier one met.
    const setPayment = (status: PaymentRow['status'], captureId: string | null = null, lastError: string | null = null) =>
      tx
        .update(payments)
        .set({ status, updatedAt: sql`now()`, lastError, lastCheckedAt: sql`now()`, ...(captureId ? { captureId } : {}) })
        .where(and(eq(payments.provider, payment.provider), eq(payments.reference, payment.reference)));

    if (verification.status === 'failed') {
      await setPayment('failed');
      await markOrderFailed(tx, payment.orderId);
      return settled({ settlement: 'failed', fulfilled: false });
    }
    if (verification.amountMinor !== toMinorUnits(order.total) || verification.currency !== order.currency) {
      // What the provider reported, for the operator who looks at it.
      const reported = `${Number.isFinite(verification.amountMinor) ? minorToAmount(verification.amountMinor).toFixed(2) : '?'} ${verification.currency}`;
      await setPayment('mismatch', null, `reported ${reported} for an order of ${order.total} ${order.currency}`);
      return settled({ settlement: 'mismatch', fulfilled: false });
    }
    await setPayment('success', verification.captureId ?? null);
    // Not marked: another path (redirect, webhook, retry) marked it paid first and fulfilled it.
    if (!(await markOrderPaid(tx, payment.orderId, payment.reference))) return settled({ settlement: 'paid', fulfilled: false });
    await lifecycle?.run('paid', tx, payment.orderId);
    return settled({ settlement: 'paid', fulfilled: true });
  });

  if (fulfilled) onOrderPaid(payment.orderId, payment);
  return settlement;
}
