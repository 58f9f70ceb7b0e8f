// Payments that need a person: a mismatch of amount or currency, a check with the provider that failed, a payment
// still pending PENDING_PAYMENT_ATTENTION_MINUTES after it started (the shopper may have paid and never come back),
// and a signed webhook whose reference matches no payment. One issue per payment, the most telling kind first.
import { and, asc, eq, inArray, isNotNull, isNull, lt, or } from 'drizzle-orm';
import { PENDING_PAYMENT_ATTENTION_MINUTES, type PaymentIssue } from '@storefront/shared/schemas/admin';
import { orders, payments, paymentWebhookEvents } from '../../db/schema';
import type { Queryable } from '../../db/types';
import { minorToAmount } from '../../money';

/** More than a screenful is a different problem; the oldest come first. */
const LIMIT = 200;
const PROVIDER_NAMES = { paystack: 'Paystack', paypal: 'PayPal', sandbox: 'The sandbox' } as const;
const currencyOf = (value: string | null): PaymentIssue['currency'] => (value === 'USD' || value === 'NGN' ? value : null);

export async function paymentIssues(db: Queryable, now: Date): Promise<PaymentIssue[]> {
  const pendingSince = new Date(now.getTime() - PENDING_PAYMENT_ATTENTION_MINUTES * 60_000);
  const [paymentRows, webhookRows] = await Promise.all([
    db
      .select({ payment: payments, orderStatus: orders.status, orderTotal: orders.total })
      .from(payments)
      .innerJoin(orders, eq(orders.id, payments.orderId))
      .where(
        and(
          inArray(orders.status, ['pending', 'failed']),
          or(eq(payments.status, 'mismatch'), and(eq(payments.status, 'pending'), or(isNotNull(payments.lastError), lt(payments.createdAt, pendingSince)))),
        ),
      )
      .orderBy(asc(payments.createdAt))
      .limit(LIMIT),
    db
      .select()
      .from(paymentWebhookEvents)
      .where(and(isNull(paymentWebhookEvents.orderId), isNull(paymentWebhookEvents.handledAt)))
      .orderBy(asc(paymentWebhookEvents.receivedAt))
      .limit(LIMIT),
  ]);

  const fromPayments = paymentRows.map(({ payment, orderStatus, orderTotal }): PaymentIssue => {
    const name = PROVIDER_NAMES[payment.provider];
    const asked = `${minorToAmount(payment.amountMinor).toFixed(2)} ${payment.currency}`;
    const common = {
      id: `payment:${payment.provider}:${payment.reference}`,
      provider: payment.provider,
      reference: payment.reference,
      orderId: payment.orderId,
      orderStatus,
      amount: minorToAmount(payment.amountMinor),
      currency: payment.currency,
      actions: ['reverify' as const],
    };
    if (payment.status === 'mismatch') {
      return {
        ...common,
        kind: 'amount-mismatch',
        since: payment.updatedAt.toISOString(),
        detail: `${name} ${payment.lastError ?? `reported a payment that does not match the order of ${orderTotal} ${payment.currency}`}`,
      };
    }
    if (payment.lastError) {
      const checked = (payment.lastCheckedAt ?? payment.updatedAt).toISOString();
      return { ...common, kind: 'verification-failed', since: checked, detail: `Checking with ${name} failed at ${checked}: ${payment.lastError}` };
    }
    return {
      ...common,
      kind: 'pending-long',
      since: payment.createdAt.toISOString(),
      detail: `${name} payment of ${asked} still pending since ${payment.createdAt.toISOString()}`,
    };
  });

  const fromWebhooks = webhookRows.map((event): PaymentIssue => ({
    id: `webhook:${event.id}`,
    kind: 'unmatched-webhook',
    provider: event.provider,
    reference: event.reference,
    orderId: null,
    orderStatus: null,
    amount: event.amountMinor === null ? null : minorToAmount(event.amountMinor),
    currency: currencyOf(event.currency),
    since: event.receivedAt.toISOString(),
    detail:
      `${PROVIDER_NAMES[event.provider]} sent ${event.event} for ${event.reference}` +
      (event.amountMinor === null ? '' : ` (${minorToAmount(event.amountMinor).toFixed(2)} ${event.currency ?? ''})`.replace(' )', ')')) +
      ', which matches no payment of this store',
    actions: ['handled'],
  }));
  return [...fromPayments, ...fromWebhooks].sort((a, b) => a.since.localeCompare(b.since));
}
