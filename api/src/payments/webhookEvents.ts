// The provider webhooks as received: every correctly signed event that names a reference is kept, and one that matches
// no payment waits for an operator.
import type { Queryable } from '../db/types';
import { paymentWebhookEvents, refunds } from './paymentTables';

export type WebhookEventRecord = Omit<typeof paymentWebhookEvents.$inferInsert, 'id' | 'receivedAt' | 'handledAt' | 'handledBy'>;

export async function keepWebhookEvent(db: Queryable, event: WebhookEventRecord): Promise<void> {
  await db.insert(paymentWebhookEvents).values(event);
}

export type ProviderRefundRecord = Omit<typeof refunds.$inferInsert, 'method' | 'operatorId' | 'operatorEmail' | 'createdAt'>;

/** The refund a provider reports as made; a second report of the same order's refund changes nothing. */
export async function recordProviderRefund(db: Queryable, refund: ProviderRefundRecord): Promise<void> {
  await db
    .insert(refunds)
    .values({ ...refund, method: 'provider' })
    .onConflictDoNothing();
}
