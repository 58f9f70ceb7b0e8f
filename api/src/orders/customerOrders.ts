// The orders of a customer account, as the accounts module asks for them: listing, joining the guest orders placed
// with a confirmed address, and keeping them for the books without personal data when the account is deleted.
import { and, desc, eq, isNull, sql } from 'drizzle-orm';
import type { Queryable } from '../db/types';
import { orders } from './orderTables';

/** What an order keeps of its customer once the account is deleted. */
export const ANONYMISED_CUSTOMER = { customerFirstName: 'Deleted', customerLastName: 'customer', customerEmail: '', customerPhone: '' } as const;

/** The account's order ids, newest first; at most `limit` of them when given. */
export async function customerOrderIds(db: Queryable, customerId: string, limit?: number): Promise<string[]> {
  const query = db.select({ id: orders.id }).from(orders).where(eq(orders.customerId, customerId)).orderBy(desc(orders.createdAt));
  const rows = limit === undefined ? await query : await query.limit(limit);
  return rows.map((row) => row.id);
}

/** Gives the account the guest orders placed with its (lower-cased) address; returns how many joined. */
export async function joinGuestOrders(db: Queryable, customerId: string, lowerCaseEmail: string): Promise<number> {
  const joined = await db
    .update(orders)
    .set({ customerId })
    .where(and(isNull(orders.customerId), eq(sql`lower(${orders.customerEmail})`, lowerCaseEmail)))
    .returning({ id: orders.id });
  return joined.length;
}

/** Removes the customer's personal data from the account's orders and detaches them; returns their ids. */
export async function anonymiseCustomerOrders(db: Queryable, customerId: string, now: Date): Promise<string[]> {
  const owned = await db
    .update(orders)
    .set({
      ...ANONYMISED_CUSTOMER,
      addressCountry: '',
      addressState: '',
      addressCity: '',
      addressStreet: '',
      addressPostalCode: '',
      notes: '',
      customerId: null,
      updatedAt: now,
    })
    .where(eq(orders.customerId, customerId))
    .returning({ id: orders.id });
  return owned.map((order) => order.id);
}
