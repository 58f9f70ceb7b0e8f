// Finding accounts and the changes that come with an address: creating one, confirming its address (which joins
// the guest orders placed earlier with it), and the password's rules.
import { randomUUID } from 'node:crypto';
import { and, eq, isNull, sql } from 'drizzle-orm';
import { ACCOUNT_LIMITS } from '@storefront/shared/limits';
import { ACCOUNT_MESSAGES } from '@storefront/shared/account';
import { orders } from '../db/schema';
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
  const joined = await db
    .update(orders)
    .set({ customerId: customer.id })
    .where(and(isNull(orders.customerId), eq(sql`lower(${orders.customerEmail})`, normalizedEmail(customer.email))))
    .returning({ id: orders.id });
  return joined.length;
}
