// The shopper's data is theirs. POST /export answers, as a JSON download, everything the shop holds about the account:
// its details, saved addresses, orders with their lines and deliveries, sessions (never a token), its log and its
// shopping record. POST /delete, confirmed by the password, deletes the account: its orders stay for the books with
// the personal data removed, unsent e-mails about them are dropped, every session ends, and the log keeps that it
// happened (under the account's opaque id only). Both are written to the account's log.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { and, desc, eq, inArray, isNull } from 'drizzle-orm';
import { ACCOUNT_MESSAGES } from '@storefront/shared/account';
import { AccountNoticeSchema, DeleteAccountBodySchema } from '@storefront/shared/schemas';
import { passwordMatches } from '../admin/session/passwords';
import { orders } from '../db/schema';
import { listDeliveries } from '../fulfilment/deliveries';
import { ApiError } from '../http/ApiError';
import { rateLimitConfig } from '../http/rateLimit';
import { mailOutbox } from '../mail/mailTables';
import { findOrder } from '../orders/orderRepository';
import { toOrderLookup } from '../orders/orderViews';
import { customerSessionOf } from './accountAccess';
import { customerAddresses, customerEvents, customerSessions, customers } from './accountTables';
import { logCustomerEvent } from './customerEvents';
import { clearedCustomerSessionCookie } from './customerSessionCookie';
import { customerView } from './customerView';
import type { AccountRouteOptions } from './sessionRoutes';

/** What an order keeps of its customer once the account is deleted. */
export const ANONYMISED_CUSTOMER = { customerFirstName: 'Deleted', customerLastName: 'customer', customerEmail: '', customerPhone: '' } as const;

const accountDataRoutes: FastifyPluginAsyncTypebox<AccountRouteOptions> = async (app, { context, rateLimit }) => {
  app.post('/export', { config: rateLimitConfig(rateLimit) }, async (request, reply) => {
    const { customer } = customerSessionOf(request);
    const orderIds = await app.db.select({ id: orders.id }).from(orders).where(eq(orders.customerId, customer.id)).orderBy(desc(orders.createdAt));
    const orderViews = [];
    for (const { id } of orderIds) {
      const stored = await findOrder(app.db, id);
      if (stored) orderViews.push({ ...toOrderLookup(stored), deliveries: await listDeliveries(app.db, id, app.config.publicBaseUrl) });
    }
    const sessions = await app.db
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
    const events = await app.db
      .select({ at: customerEvents.at, action: customerEvents.action, ip: customerEvents.ip, details: customerEvents.details })
      .from(customerEvents)
      .where(eq(customerEvents.customerId, customer.id))
      .orderBy(customerEvents.id);
    const addresses = await app.db.select().from(customerAddresses).where(eq(customerAddresses.customerId, customer.id));
    const shoppingRecord = customer.shopperRecordId ? await app.shoppers.readById(app.db, customer.shopperRecordId) : null;
    await logCustomerEvent(app.db, customer.id, 'exported', request.ip);
    const exported = {
      exportedAt: context.now().toISOString(),
      account: { ...customerView(customer), createdAt: customer.createdAt.toISOString(), emailVerifiedAt: customer.emailVerifiedAt?.toISOString() ?? null },
      addresses: addresses.map(({ customerId: _customer, ...address }) => address),
      orders: orderViews,
      shoppingRecord,
      sessions,
      events,
    };
    reply.header('content-disposition', `attachment; filename="account-${customer.id}.json"`);
    reply.type('application/json; charset=utf-8');
    return JSON.stringify(exported, null, 2);
  });

  app.post(
    '/delete',
    { config: rateLimitConfig(rateLimit), schema: { body: DeleteAccountBodySchema, response: { 200: AccountNoticeSchema } } },
    async (request, reply) => {
      const { customer } = customerSessionOf(request);
      if (!(await passwordMatches(customer.passwordHash, request.body.password))) throw new ApiError(400, ACCOUNT_MESSAGES.passwordToDelete);
      const now = context.now();
      await app.db.transaction(async (tx) => {
        const owned = await tx
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
          .where(eq(orders.customerId, customer.id))
          .returning({ id: orders.id });
        const orderIds = owned.map((order) => order.id);
        // E-mails stop: nothing still waiting goes to an address the orders no longer have.
        if (orderIds.length > 0) await tx.delete(mailOutbox).where(and(inArray(mailOutbox.orderId, orderIds), isNull(mailOutbox.sentAt)));
        if (customer.shopperRecordId) await app.shoppers.writeById(tx, customer.shopperRecordId, { cart: [], wishlist: [], compare: [] });
        // Sessions, links, addresses and the account's own e-mails go with the row (ON DELETE CASCADE).
        await tx.delete(customers).where(eq(customers.id, customer.id));
        await logCustomerEvent(tx, null, 'deleted', request.ip, { account: customer.id, anonymisedOrders: orderIds.length });
      });
      reply.header('set-cookie', clearedCustomerSessionCookie(context.secureCookie));
      app.shoppers.forgetBrowser(reply);
      return { success: true, message: ACCOUNT_MESSAGES.accountDeleted };
    },
  );
};

export default accountDataRoutes;
