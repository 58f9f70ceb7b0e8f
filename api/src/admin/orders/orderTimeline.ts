// The order's timeline, oldest first, each event from a row: the order (placed, paid, refunded), its payments
// (started, failed), its outbox rows (queued, sent, failed), its download events and the console's resends.
import type { TimelineEvent } from '@storefront/shared/schemas/admin';
import { minorToAmount } from '../../money';
import type { OrderFacts } from './orderFacts';

const PROVIDER_NAMES = { paystack: 'Paystack', paypal: 'PayPal', sandbox: 'the sandbox' } as const;
const MAIL_NAMES = { 'order-received': 'Order-received e-mail', receipt: 'Receipt' } as const;

export function orderTimeline(facts: OrderFacts): TimelineEvent[] {
  const { order } = facts;
  const events: (TimelineEvent & { order: number })[] = [];
  const add = (at: Date | null, kind: TimelineEvent['kind'], summary: string, operatorEmail?: string) => {
    if (at) events.push({ at: at.toISOString(), kind, summary, ...(operatorEmail ? { operatorEmail } : {}), order: events.length });
  };

  add(order.createdAt, 'placed', `Placed by ${order.customerFirstName} ${order.customerLastName} (${order.customerEmail}), ${order.paymentMethod}`);
  for (const payment of facts.payments) {
    const provider = PROVIDER_NAMES[payment.provider];
    const amount = `${minorToAmount(payment.amountMinor).toFixed(2)} ${payment.currency}`;
    add(payment.createdAt, 'payment-started', `Payment of ${amount} started through ${provider} (ref ${payment.reference})`);
    if (payment.status === 'failed') add(payment.updatedAt, 'payment-failed', `${provider} reported the payment failed (ref ${payment.reference})`);
    if (payment.status === 'mismatch') {
      add(payment.updatedAt, 'payment-failed', `${provider} reported a payment that does not match the order's amount or currency (ref ${payment.reference})`);
    }
  }
  const paidBy = facts.payments.find((payment) => payment.reference === order.paymentReference);
  add(order.paidAt, 'paid', paidBy ? `Paid through ${PROVIDER_NAMES[paidBy.provider]} (ref ${paidBy.reference})` : 'Paid');

  const resends = facts.actions.filter((action) => action.action === 'order.resend-receipt');
  for (const action of resends) add(action.at, 'receipt-resent', 'Receipt queued to be sent again', action.operatorEmail);
  for (const email of facts.emails) {
    const name = email.resend > 0 ? `${MAIL_NAMES[email.kind]} (sent again)` : MAIL_NAMES[email.kind];
    add(email.createdAt, 'email-queued', `${name} queued for ${order.customerEmail}`);
    if (email.sentAt) add(email.sentAt, 'email-sent', `${name} sent to ${order.customerEmail}`);
    else if (email.lastFailedAt)
      add(email.lastFailedAt, 'email-failed', `${name} not sent yet (attempt ${email.attempts}): ${email.lastError ?? 'unknown reason'}`);
  }
  for (const download of facts.downloads) add(download.at, 'download', `Download of line ${download.lineNumber}`);

  const refund = facts.refund;
  const how = refund?.method === 'provider' ? `through ${refund.provider ? PROVIDER_NAMES[refund.provider] : 'the provider'}` : 'by hand (recorded)';
  add(order.refundedAt, 'refunded', refund ? `Refunded ${how}: ${refund.reason}` : 'Refunded', refund?.operatorEmail ?? undefined);

  return events.sort((a, b) => a.at.localeCompare(b.at) || a.order - b.order).map(({ order: _order, ...event }) => event);
}
