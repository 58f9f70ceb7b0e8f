// The signed-in customer's saved addresses: list, add, change, delete (savedAddresses.ts keeps the default's rules).
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { AddressIdParamsSchema, SavedAddressBodySchema, SavedAddressesSchema } from '@storefront/shared/schemas';
import { customerSessionOf } from './accountAccess';
import { addAddress, addressesOf, changeAddress, deleteAddress } from './savedAddresses';
import type { AccountRouteOptions } from './sessionRoutes';

const addressRoutes: FastifyPluginAsyncTypebox<AccountRouteOptions> = async (app) => {
  app.get('/addresses', { schema: { response: { 200: SavedAddressesSchema } } }, async (request) =>
    addressesOf(app.db, customerSessionOf(request).customer.id),
  );

  app.post('/addresses', { schema: { body: SavedAddressBodySchema, response: { 201: SavedAddressesSchema } } }, async (request, reply) =>
    reply.code(201).send(await addAddress(app.db, customerSessionOf(request).customer.id, request.body)),
  );

  app.put(
    '/addresses/:addressId',
    { schema: { params: AddressIdParamsSchema, body: SavedAddressBodySchema, response: { 200: SavedAddressesSchema } } },
    async (request) => changeAddress(app.db, customerSessionOf(request).customer.id, request.params.addressId, request.body),
  );

  app.delete('/addresses/:addressId', { schema: { params: AddressIdParamsSchema, response: { 200: SavedAddressesSchema } } }, async (request) =>
    deleteAddress(app.db, customerSessionOf(request).customer.id, request.params.addressId),
  );
};

export default addressRoutes;
