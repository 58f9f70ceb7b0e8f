// A customer's saved addresses. One may be the default, which checkout fills in: the first address saved becomes
// the default, and deleting the default makes the newest remaining one the default. Each change answers the list.
import { randomUUID } from 'node:crypto';
import { and, desc, eq } from 'drizzle-orm';
import { ACCOUNT_MESSAGES } from '@storefront/shared/account';
import type { SavedAddress, SavedAddressBody } from '@storefront/shared/schemas';
import type { Database, Queryable } from '../db/types';
import { ApiError } from '../http/ApiError';
import { customerAddresses } from './accountTables';

type AddressRow = typeof customerAddresses.$inferSelect;

const addressView = (row: AddressRow): SavedAddress => ({
  id: row.id,
  firstName: row.firstName,
  lastName: row.lastName,
  phone: row.phone,
  street: row.street,
  city: row.city,
  state: row.state,
  postalCode: row.postalCode,
  country: row.country,
  isDefault: row.isDefault,
});

const trimmed = (body: SavedAddressBody) => ({
  firstName: body.firstName.trim(),
  lastName: body.lastName.trim(),
  phone: body.phone.trim(),
  street: body.street.trim(),
  city: body.city.trim(),
  state: body.state.trim(),
  postalCode: body.postalCode.trim(),
  country: body.country.trim(),
});

const own = (customerId: string, addressId: string) => and(eq(customerAddresses.customerId, customerId), eq(customerAddresses.id, addressId));

/** The account's addresses, the default first, then the newest. */
export async function addressesOf(db: Queryable, customerId: string): Promise<{ addresses: SavedAddress[] }> {
  const rows = await db
    .select()
    .from(customerAddresses)
    .where(eq(customerAddresses.customerId, customerId))
    .orderBy(desc(customerAddresses.isDefault), desc(customerAddresses.createdAt));
  return { addresses: rows.map(addressView) };
}

/** Makes `addressId` the account's one default (the partial unique index allows one). */
async function makeDefault(db: Queryable, customerId: string, addressId: string) {
  await db
    .update(customerAddresses)
    .set({ isDefault: false })
    .where(and(eq(customerAddresses.customerId, customerId), eq(customerAddresses.isDefault, true)));
  await db
    .update(customerAddresses)
    .set({ isDefault: true })
    .where(and(eq(customerAddresses.customerId, customerId), eq(customerAddresses.id, addressId)));
}

export function addAddress(db: Database, customerId: string, body: SavedAddressBody): Promise<{ addresses: SavedAddress[] }> {
  return db.transaction(async (tx) => {
    const id = randomUUID();
    const [first] = await tx.select({ id: customerAddresses.id }).from(customerAddresses).where(eq(customerAddresses.customerId, customerId)).limit(1);
    await tx.insert(customerAddresses).values({ id, customerId, ...trimmed(body), isDefault: false });
    if (body.isDefault || !first) await makeDefault(tx, customerId, id);
    return addressesOf(tx, customerId);
  });
}

/** Changes one of the account's addresses; 404 when the account has no such address. */
export function changeAddress(db: Database, customerId: string, addressId: string, body: SavedAddressBody): Promise<{ addresses: SavedAddress[] }> {
  return db.transaction(async (tx) => {
    const changed = await tx.update(customerAddresses).set(trimmed(body)).where(own(customerId, addressId)).returning();
    if (changed.length === 0) throw new ApiError(404, ACCOUNT_MESSAGES.addressNotFound);
    if (body.isDefault) await makeDefault(tx, customerId, addressId);
    return addressesOf(tx, customerId);
  });
}

/** Deletes one of the account's addresses; 404 when the account has no such address. */
export function deleteAddress(db: Database, customerId: string, addressId: string): Promise<{ addresses: SavedAddress[] }> {
  return db.transaction(async (tx) => {
    const [gone] = await tx.delete(customerAddresses).where(own(customerId, addressId)).returning();
    if (!gone) throw new ApiError(404, ACCOUNT_MESSAGES.addressNotFound);
    if (gone.isDefault) {
      const [next] = await tx
        .select({ id: customerAddresses.id })
        .from(customerAddresses)
        .where(eq(customerAddresses.customerId, customerId))
        .orderBy(desc(customerAddresses.createdAt))
        .limit(1);
      if (next) await makeDefault(tx, customerId, next.id);
    }
    return addressesOf(tx, customerId);
  });
}
