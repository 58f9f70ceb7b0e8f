// The shopper's data is theirs: everything the shop holds about an account, for its export, and the account's
// deletion, which keeps its orders for the books with the personal data removed.
import { eq } from 'drizzle-orm';
import type { Database, Transaction } from '../db/types';
import { listDeliveries } from '../fulfilment/deliveries';
import { dropUnsentOrderMail } from '../mail/outboxRepository';
import { anonymiseCustomerOrders, customerOrderIds } from '../orders/customerOrders';
import { findOrder } from '../orders/orderRepository';
import { toOrderLookup } from '../orders/orderViews';
import type { ShopperStore } from '../shopper/shopperStore';
import { type CustomerRow, customerAddresses, customerEvents, customerSessions } from './accountTables';
import { deleteCustomer } from './customerAccounts';
import { customerView } from './customerView';

/** The account's details, saved addresses, orders with their deliveries, sessions (never a token), log and shopping record. */
export async function accountExport(db: Database, customer: CustomerRow, shoppers: ShopperStore, publicBaseUrl: string, now: Date) {
  const orders = [];
  for (const id of await customerOrderIds(db, customer.id)) {
    const stored = await findOrder(db, id);
    if (stored) orders.push({ ...toOrderLookup(stored), deliveries: await listDeliveries(db, id, publicBaseUrl) });
  }
  const sessions = await db
    .select({
      createdAt: customerSessions.createdAt,
      lastSeenAt: customerSessions.lastSeenAt,
      expiresAt: customerSessions.expiresAt,
      endedAt: customerSessions.revokedAt,
      rememberMe: customerSessions.persistent,
      ip: customerSessions.ip,
      userAgent: customerSessions.userAgent,
    })
    .from(customerSessions)
    .where(eq(customerSessions.customerId, customer.id));
  const events = await db
    .select({ at: customerEvents.at, action: customerEvents.action, ip: customerEvents.ip, details: customerEvents.details })
    .from(customerEvents)
    .where(eq(customerEvents.customerId, customer.id))
    .orderBy(customerEvents.id);
  const addresses = await db.select().from(customerAddresses).where(eq(customerAddresses.customerId, customer.id));
  const shoppingRecord = customer.shopperRecordId ? await shoppers.readById(db, customer.shopperRecordId) : null;
  return {
    exportedAt: now.toISOString(),
    account: { ...customerView(customer), createdAt: customer.createdAt.toISOString(), emailVerifiedAt: customer.emailVerifiedAt?.toISOString() ?? null },
    addresses: addresses.map(({ customerId: _customer, ...address }) => address),
    orders,
    shoppingRecord,
    sessions,
    events,
  };
}

/**
 * Deletes the account inside `tx`: its orders stay with the personal data removed, unsent e-mails about them are
 * dropped, its shopping record is emptied. Returns how many orders were kept anonymised.
 */
export async function deleteAccount(tx: Transaction, customer: CustomerRow, shoppers: ShopperStore, now: Date): Promise<number> {
  const orderIds = await anonymiseCustomerOrders(tx, customer.id, now);
  // E-mails stop: nothing still waiting goes to an address the orders no longer have.
  await dropUnsentOrderMail(tx, orderIds);
  if (customer.shopperRecordId) await shoppers.writeById(tx, customer.shopperRecordId, { cart: [], wishlist: [], compare: [] });
  await deleteCustomer(tx, customer.id);
  return orderIds.length;
}
