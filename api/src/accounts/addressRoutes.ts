// The signed-in customer's saved addresses: list, add, change, delete; one may be the default, which checkout fills
// in. The first address saved becomes the default; deleting the default makes the newest remaining one the default.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { randomUUID } from 'node:crypto';
import { and, desc, eq } from 'drizzle-orm';
import { ACCOUNT_MESSAGES } from '@storefront/shared/account';
import { AddressIdParamsSchema, SavedAddressBodySchema, SavedAddressesSchema, type SavedAddress, type SavedAddressBody } from '@storefront/shared/schemas';
import type { Queryable } from '../db/types';
import { ApiError } from '../http/ApiError';
import { customerSessionOf } from './accountAccess';
import { customerAddresses } from './accountTables';
import type { AccountRouteOptions } from './sessionRoutes';

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

async function addressesOf(db: Queryable, customerId: string) {
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

const addressRoutes: FastifyPluginAsyncTypebox<AccountRouteOptions> = async (app) => {
  const own = (customerId: string, addressId: string) => and(eq(customerAddresses.customerId, customerId), eq(customerAddresses.id, addressId));

  app.get('/addresses', { schema: { response: { 200: SavedAddressesSchema } } }, async (request) =>
    addressesOf(app.db, customerSessionOf(request).customer.id),
  );

  app.post('/addresses', { schema: { body: SavedAddressBodySchema, response: { 201: SavedAddressesSchema } } }, async (request, reply) => {
    const customerId = customerSessionOf(request).customer.id;
    const answer = await app.db.transaction(async (tx) => {
      const id = randomUUID();
      const [first] = await tx.select({ id: customerAddresses.id }).from(customerAddresses).where(eq(customerAddresses.customerId, customerId)).limit(1);
      await tx.insert(customerAddresses).values({ id, customerId, ...trimmed(request.body), isDefault: false });
      if (request.body.isDefault || !first) await makeDefault(tx, customerId, id);
      return addressesOf(tx, customerId);
    });
    return reply.code(201).send(answer);
  });

  app.put(
    '/addresses/:addressId',
    { schema: { params: AddressIdParamsSchema, body: SavedAddressBodySchema, response: { 200: SavedAddressesSchema } } },
    async (request) => {
      const customerId = customerSessionOf(request).customer.id;
      return app.db.transaction(async (tx) => {
        const changed = await tx.update(customerAddresses).set(trimmed(request.body)).where(own(customerId, request.params.addressId)).returning();
        if (changed.length === 0) throw new ApiError(404, ACCOUNT_MESSAGES.addressNotFound);
        if (request.body.isDefault) await makeDefault(tx, customerId, request.params.addressId);
        return addressesOf(tx, customerId);
      });
    },
  );

  app.delete('/addresses/:addressId', { schema: { params: AddressIdParamsSchema, response: { 200: SavedAddressesSchema } } }, async (request) => {
    const customerId = customerSessionOf(request).customer.id;
    return app.db.transaction(async (tx) => {
      const [gone] = await tx.delete(customerAddresses).where(own(customerId, request.params.addressId)).returning();
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
  });
};

export default addressRoutes;
