// Counts stored orders and order lines, to prove a refused request stored nothing.
import { count } from 'drizzle-orm';
import { orderItems, orders } from '../../src/db/schema';
import type { Database } from '../../src/db/types';

export async function storedOrderCounts(db: Database) {
  const [{ orderCount }] = await db.select({ orderCount: count() }).from(orders);
  const [{ itemCount }] = await db.select({ itemCount: count() }).from(orderItems);
  return { orders: orderCount, items: itemCount };
}
