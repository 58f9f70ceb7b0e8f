// The console's order list: the filters as one SQL condition, newest first, a page at a time.
import { type SQL, and, count, desc, eq, gte, ilike, like, lt, or, sql } from 'drizzle-orm';
import type { OrderListQuery, OrderSummary } from '@storefront/shared/schemas/admin';
import { orderItems, orders } from '../../db/schema';
import type { Queryable } from '../../db/types';
import { ApiError } from '../../http/ApiError';
import { type Paging, containsPattern } from '../http/paging';
import { orderSummary } from './adminOrderView';

/** Enough of an order id to name one order among many (the console shows the first eight characters). */
const ID_PREFIX = /^[0-9a-f-]{8,36}$/;
const DAY_MS = 86_400_000;

function conditions(query: OrderListQuery): SQL | undefined {
  const parts: (SQL | undefined)[] = [];
  const q = query.q?.trim().toLowerCase();
  if (q) {
    const pattern = containsPattern(q);
    parts.push(
      or(
        ilike(orders.customerEmail, pattern),
        ilike(sql`${orders.customerFirstName} || ' ' || ${orders.customerLastName}`, pattern),
        ID_PREFIX.test(q) ? like(orders.id, `${q}%`) : undefined,
      ),
    );
  }
  if (query.status) parts.push(eq(orders.status, query.status));
  if (query.paymentMethod) parts.push(eq(orders.paymentMethod, query.paymentMethod));
  if (query.from && query.to && query.from > query.to) throw new ApiError(400, 'querystring/from must not be after querystring/to');
  // Calendar days in UTC, both included.
  if (query.from) parts.push(gte(orders.createdAt, new Date(`${query.from}T00:00:00.000Z`)));
  if (query.to) parts.push(lt(orders.createdAt, new Date(new Date(`${query.to}T00:00:00.000Z`).getTime() + DAY_MS)));
  return and(...parts);
}

export async function searchOrders(db: Queryable, query: OrderListQuery, page: Paging): Promise<{ items: OrderSummary[]; total: number }> {
  const where = conditions(query);
  const itemCount = sql<number>`(SELECT coalesce(sum(${orderItems.quantity}), 0)::int FROM ${orderItems} WHERE ${orderItems.orderId} = ${orders.id})`;
  const [rows, [{ total }]] = await Promise.all([
    db.select({ order: orders, itemCount }).from(orders).where(where).orderBy(desc(orders.createdAt), desc(orders.id)).limit(page.pageSize).offset(page.offset),
    db.select({ total: count() }).from(orders).where(where),
  ]);
  return { items: rows.map((row) => orderSummary(row.order, Number(row.itemCount))), total };
}
