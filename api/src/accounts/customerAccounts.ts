// Finding accounts and the changes that come with an address: creating one, confirming its address (which joins
// the guest orders placed earlier with it), and the password's rules.
import { randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { ACCOUNT_LIMITS } from '@storefront/shared/limits';
import { ACCOUNT_MESSAGES } from '@storefront/shared/account';
import { joinGuestOrders } from '../orders/customerOrders';
import type { Queryable } from '../db/types';
import { normalizedEmail } from './accountContext';
import { type CustomerRow, customers } from './accountTables';

export async function findCustomerByEmail(db: Queryable, email: string): Promise<CustomerRow | null> {
  const [customer] = await db
    .select()
    .from(customers)
    .where(eq(sql`lower(${customers.email})`, normalizedEmail(email)));
  return customer ?? null;
}

export async function findCustomer(db: Queryable, id: string): Promise<CustomerRow | null> {
  const [customer] = await db.select().from(customers).where(eq(customers.id, id));
  return customer ?? null;
}

/** Why a new password cannot be used, or null. (The length cap is the schema's.) */
export function customerPasswordProblem(password: string): string | null {
  if ([...password].length < ACCOUNT_LIMITS.passwordMin) return ACCOUNT_MESSAGES.passwordTooShort;
  return null;
}

/** Inserts the account; null when the address already has one (also when another sign-up took it a moment ago). */
export async function insertCustomer(
  db: Queryable,
  fields: { email: string; passwordHash: string; firstName: string; lastName: string },
): Promise<CustomerRow | null> {
  const [created] = await db
    .insert(customers)
    .values({ id: randomUUID(), ...fields, email: normalizedEmail(fields.email), firstName: fields.firstName.trim(), lastName: fields.lastName.trim() })
    .onConflictDoNothing()
    .returning();
  return created ?? null;
}

/** Marks the address confirmed and gives the account the guest orders placed with it; returns how many joined. */
export async function confirmAddress(db: Queryable, customer: CustomerRow, now: Date): Promise<number> {
  await db.update(customers).set({ emailVerifiedAt: now, updatedAt: now }).where(eq(customers.id, customer.id));
  return joinGuestOrders(db, customer.id, normalizedEmail(customer.email));
}

/** The account's contact details as the customer changed them. */
export type CustomerDetails = Pick<CustomerRow, 'firstName' | 'lastName' | 'phone' | 'country'>;

export async function changeCustomerDetails(db: Queryable, customerId: string, details: CustomerDetails, now: Date): Promise<CustomerRow> {
  const [row] = await db
    .update(customers)
    .set({ ...details, updatedAt: now })
    .where(eq(customers.id, customerId))
    .returning();
  return row;
}

export async function setCustomerPassword(db: Queryable, customerId: string, passwordHash: string, now: Date): Promise<void> {
  await db.update(customers).set({ passwordHash, updatedAt: now }).where(eq(customers.id, customerId));
}

/** Deletes the account row; its sessions, links, addresses and own e-mails go with it (ON DELETE CASCADE). */
export async function deleteCustomer(db: Queryable, customerId: string): Promise<void> {
  await db.delete(customers).where(eq(customers.id, customerId));
}
