// Refunding a paid order from the console. The provider's refund API is called first, outside any transaction
// (ARCHITECTURE.md: no transaction waits on a provider); only when it accepted — or when there is no provider to ask
// (the sandbox, no-payment, a provider without credentials here) — is the order refunded, in one transaction with
// the refund's record and the audit entry (refundOrder revokes the licenses, so download links answer 410).
import type { PaymentRow } from '../../db/schema';
import { refunds } from '../../db/schema';
import type { Database } from '../../db/types';
import { ApiError } from '../../http/ApiError';
import type { OrderLifecycle } from '../../orders/orderLifecycle';
import { refundOrder } from '../../orders/refundOrder';
import type { PaymentProviders } from '../../payments/paymentProviders';
import { ProviderRefusedError, ProviderUnavailableError, type PaymentProvider } from '../../payments/types';
import { toMinorUnits } from '../../money';
import { type Actor, writeAudit } from '../audit/auditLog';
import type { OrderFacts } from './orderFacts';

export const REFUND_MESSAGES = {
  notPaid: 'Only a paid order can be refunded.',
  alreadyRefunded: 'This order is already refunded.',
  provider: (name: string, reason: string) => `${name} did not refund the payment: ${reason}. Nothing was changed; try again, or refund by hand.`,
} as const;

const NAMES = { paystack: 'Paystack', paypal: 'PayPal', sandbox: 'The sandbox' } as const;

/** The payment that paid the order, and the provider that can return it through its API here, if any. */
export function refundRoute(facts: OrderFacts, providers: PaymentProviders): { payment: PaymentRow | null; provider: PaymentProvider | null } {
  const payment = facts.payments.find((candidate) => candidate.reference === facts.order.paymentReference) ?? null;
  if (!payment || payment.provider === 'sandbox') return { payment, provider: null };
  try {
    const provider = providers.byId(payment.provider);
    return { payment, provider: provider.refund ? provider : null };
  } catch {
    // Credentials removed since: the money goes back by hand.
    return { payment, provider: null };
  }
}

export async function refundFromConsole(
  deps: { db: Database; lifecycle: OrderLifecycle; providers: PaymentProviders },
  facts: OrderFacts,
  reason: string,
  actor: Actor,
): Promise<void> {
  const { order } = facts;
  if (order.status === 'refunded') throw new ApiError(409, REFUND_MESSAGES.alreadyRefunded);
  if (order.status !== 'paid') throw new ApiError(409, REFUND_MESSAGES.notPaid);

  const { payment, provider } = refundRoute(facts, deps.providers);
  const amountMinor = toMinorUnits(order.total);
  let providerReference: string | null = null;
  if (payment && provider?.refund) {
    try {
      ({ providerReference } = await provider.refund({
        reference: payment.reference,
        captureId: payment.captureId,
        amountMinor,
        currency: order.currency,
        reason,
      }));
    } catch (error) {
      if (error instanceof ProviderRefusedError) throw new ApiError(502, REFUND_MESSAGES.provider(NAMES[payment.provider], error.reason));
      if (error instanceof ProviderUnavailableError)
        throw new ApiError(502, REFUND_MESSAGES.provider(NAMES[payment.provider], error.message.replace(/^\w+: /, '')));
      throw error;
    }
  }

  const method = providerReference === null ? ('manual' as const) : ('provider' as const);
  const record = {
    orderId: order.id,
    method,
    provider: payment?.provider ?? null,
    providerReference,
    amountMinor,
    currency: order.currency,
    reason,
    operatorId: actor.operatorId,
    operatorEmail: actor.operatorEmail,
  };
  const audit = {
    action: 'order.refund' as const,
    targetType: 'order' as const,
    targetId: order.id,
    before: { status: order.status },
    after: { status: 'refunded', method, providerReference, reason },
  };
  const outcome = await refundOrder(deps.db, deps.lifecycle, order.id, async (tx) => {
    await tx.insert(refunds).values(record).onConflictDoNothing();
    await writeAudit(tx, actor, audit);
  });
  if (outcome === 'refunded') return;
  // The provider's own webhook refunded it while we asked: the money did go back, so our record is still kept.
  if (providerReference !== null && outcome === 'already-refunded') {
    await deps.db.transaction(async (tx) => {
      await tx.insert(refunds).values(record).onConflictDoNothing();
      await writeAudit(tx, actor, audit);
    });
    return;
  }
  throw new ApiError(409, outcome === 'already-refunded' ? REFUND_MESSAGES.alreadyRefunded : REFUND_MESSAGES.notPaid);
}
