// Which deliveries an order page shows: those of a paid order, or of a refunded one (they say they were revoked).
// An unpaid, declined, pending or cancelled order shows no key and nothing to download, whatever came with it.
import type { Delivery } from '../schemas/delivery';

const DELIVERED_STATUSES = new Set(['paid', 'refunded']);

export function deliveriesToShow(order: { status?: string; deliveries?: readonly Delivery[] }): readonly Delivery[] {
  return order.status !== undefined && DELIVERED_STATUSES.has(order.status) ? (order.deliveries ?? []) : [];
}
