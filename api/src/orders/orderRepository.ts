// Reads a stored order with its lines.
import { asc, eq } from 'drizzle-orm';
import { type OrderItemRow, type OrderRow, orderItems, orders } from '../db/schema';
import type { Queryable } from '../db/types';
import { isOrderId } from './orderId';

export interface StoredOrder {
  order: OrderRow;
  items: OrderItemRow[];
}

/** null for unknown ids and for strings that cannot be order ids at all. */
export async function findOrder(db: Queryable, orderId: string): Promise<StoredOrder | null> {
  if (!isOrderId(orderId)) return null;
  const [order] = await db.select().from(orders).where(eq(orders.id, orderId));
  if (!order) return null;
  const items = await db.select().from(orderItems).where(eq(orderItems.orderId, orderId)).orderBy(asc(orderItems.lineNumber));
  return { order, items };
}
