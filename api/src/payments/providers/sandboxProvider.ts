// The built-in sandbox provider, used for a payment method that has no credentials configured (the default
// install). Its "payment page" is served by this API (payments/sandboxRoutes.ts) and its ledger is the
// sandbox_payments table; verification reads that ledger and then runs the same checks as a real provider.
import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { sandboxPayments } from '../paymentTables';
import type { Database } from '../../db/types';
import type { PaymentProvider, PaymentVerification } from '../types';

export const SANDBOX_CHECKOUT_PATH = '/api/v1/web/sandbox/checkout';

/** 128 random bits: the reference is the only thing that authorises the Pay and Decline buttons. */
const newReference = () => `sbx_${randomBytes(16).toString('hex')}`;

export function sandboxProvider(db: Database): PaymentProvider {
  return {
    id: 'sandbox',
    async initialize(request) {
      const reference = newReference();
      await db.insert(sandboxPayments).values({
        reference,
        orderId: request.orderId,
        amountMinor: request.amountMinor,
        currency: request.currency,
        returnUrl: request.returnUrl,
      });
      return { reference, paymentUrl: `${new URL(request.returnUrl).origin}${SANDBOX_CHECKOUT_PATH}/${reference}` };
    },

    async verify(reference): Promise<PaymentVerification> {
      const [row] = await db.select().from(sandboxPayments).where(eq(sandboxPayments.reference, reference));
      if (!row || row.outcome === 'pending') return { status: 'pending', amountMinor: 0, currency: '' };
      return {
        status: row.outcome === 'paid' ? 'success' : 'failed',
        amountMinor: row.amountMinor,
        currency: row.currency,
      };
    },
  };
}
