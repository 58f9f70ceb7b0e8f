// Reads a stored order with its lines, and the lines fulfilment delivers.
import { and, asc, eq, isNotNull } from 'drizzle-orm';
import { type OrderItemRow, type OrderRow, orderItems, orders } from './orderTables';
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

/** The order's lines sold under a license (the digital ones), in line order. */
export function licensedLines(db: Queryable, orderId: string): Promise<{ lineNumber: number; productId: number; licenseType: string | null }[]> {
  return db
    .select({ lineNumber: orderItems.lineNumber, productId: orderItems.productId, licenseType: orderItems.licenseType })
    .from(orderItems)
    .where(and(eq(orderItems.orderId, orderId), isNotNull(orderItems.licenseType)))
    .orderBy(orderItems.lineNumber);
}

/** One line of an order with the order it belongs to; null when either is missing. */
export async function findOrderLine(db: Queryable, orderId: string, lineNumber: number): Promise<{ order: OrderRow; item: OrderItemRow } | null> {
  if (!isOrderId(orderId)) return null;
  const [row] = await db
    .select({ order: orders, item: orderItems })
    .from(orderItems)
    .innerJoin(orders, eq(orders.id, orderItems.orderId))
    .where(and(eq(orderItems.orderId, orderId), eq(orderItems.lineNumber, lineNumber)));
  return row ?? null;
}
