// The account's own log: what happened to it and from where, written in the transaction of the change. It never
// holds a password, a token or a link.
import type { Queryable } from '../db/types';
import { type CustomerEventAction, customerEvents } from './accountTables';

export async function logCustomerEvent(
  db: Queryable,
  customerId: string | null,
  action: CustomerEventAction,
  ip: string,
  details: Record<string, unknown> | null = null,
): Promise<void> {
  await db.insert(customerEvents).values({ customerId, action, ip, details });
}
