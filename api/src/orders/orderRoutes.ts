// POST /place_order, GET /orders/:orderId (SPEC §7) and POST /orders/:orderId/access_link. The lookup shows the
// order in full only with its proof (orderProof.ts), masked otherwise; the access link is how a buyer in another
// browser gets that proof: by e-mail, to the order's own address.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { and, eq, isNull } from 'drizzle-orm';
import { ApiError } from '../http/ApiError';
import {
  NotFoundBodySchema,
  IdempotencyHeadersSchema,
  OrderAccessHeadersSchema,
  OrderAccessLinkBodySchema,
  OrderAccessLinkResponseSchema,
  ORDER_ACCESS_LINK_SENT,
  OrderLookupResponseSchema,
  PlaceOrderBodySchema,
  PlaceOrderResponseSchema,
} from '@storefront/shared/schemas';
import { type WriteRateLimit, rateLimitConfig } from '../http/rateLimit';
import { paymentReturnUrls, storefrontOrigin } from '../payments/returnUrls';
import { listDeliveries } from '../fulfilment/deliveries';
import { maskOrderLookup } from './maskPersonalData';
import { isOrderId } from './orderId';
import { sameEmail } from './orderOwnership';
import { ORDER_ACCESS_HEADER, grantOrderProof, provesOrder } from './orderProof';
import { signedInCustomerId } from '../accounts/signedInCustomer';
import { orders } from '../db/schema';
import { findOrder } from './orderRepository';
import { toOrderLookup } from './orderViews';
import { placeOrder } from './placeOrder';

const orderRoutes: FastifyPluginAsyncTypebox<{ rateLimit: WriteRateLimit }> = async (app, { rateLimit }) => {
  const secureCookies = app.config.publicBaseUrl.startsWith('https:');
  app.post(
    '/place_order',
    {
      config: rateLimitConfig(rateLimit),
      schema: {
        headers: IdempotencyHeadersSchema,
        body: PlaceOrderBodySchema,
        response: { 200: PlaceOrderResponseSchema, 201: PlaceOrderResponseSchema },
      },
    },
    async (request, reply) => {
      // Refused before anything is stored: a method this store cannot take payments for.
      const method = request.body.paymentMethod;
      const unavailable = method === 'no-payment' ? null : app.payments.providers.unavailableReason(method);
      if (unavailable) throw new ApiError(422, unavailable);
      const origin = storefrontOrigin(request, app.config.publicBaseUrl, app.config.corsOrigins);
      const result = await placeOrder(
        app.db,
        request.body,
        request.headers['idempotency-key'],
        (method, order) => app.payments.start(method, { ...order, ...paymentReturnUrls(origin, order.orderId) }),
        app.orderLifecycle,
      );
      if (result.replayed) reply.header('idempotent-replayed', 'true');
      const placedId = 'order_id' in result.body ? result.body.order_id : null;
      if (placedId) {
        await grantOrderProof(app.db, request, reply, placedId, secureCookies);
        // Placed signed in: the order is the account's, whatever address was typed for it.
        const customerId = await signedInCustomerId(app.db, request.headers.cookie);
        if (customerId)
          await app.db
            .update(orders)
            .set({ customerId })
            .where(and(eq(orders.id, placedId), isNull(orders.customerId)));
      }
      return reply.code(result.statusCode).send(result.body);
    },
  );

  // An order carries its customer's personal data: never stored by a cache, not to be enumerated, and shown in
  // full only to whoever proves it is theirs.
  app.get(
    '/orders/:orderId',
    {
      config: { ...rateLimitConfig(rateLimit), orderProof: 'masked-without' },
      schema: {
        params: Type.Object({ orderId: Type.String() }),
        headers: OrderAccessHeadersSchema,
        response: { 200: OrderLookupResponseSchema, 404: NotFoundBodySchema },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      const stored = await findOrder(app.db, request.params.orderId);
      if (!stored) return reply.code(404).send({ success: false, message: 'Order not found' });
      const order = toOrderLookup(stored);
      if (!(await provesOrder(app.db, request, stored.order.id))) {
        return { success: true, order: { ...maskOrderLookup(order), access: 'masked' as const } };
      }
      // The e-mail's link, once opened, leaves the proof in this browser: the address bar can then be shared safely.
      if (request.headers[ORDER_ACCESS_HEADER]) await grantOrderProof(app.db, request, reply, stored.order.id, secureCookies);
      const deliveries = await listDeliveries(app.db, stored.order.id, app.config.publicBaseUrl);
      return { success: true, order: { ...order, access: 'owner' as const, deliveries } };
    },
  );

  // The same answer whether or not the order exists and the address is its own, so it reveals neither; the link
  // goes only to the order's own address.
  app.post(
    '/orders/:orderId/access_link',
    {
      config: rateLimitConfig(rateLimit),
      schema: {
        params: Type.Object({ orderId: Type.String() }),
        body: OrderAccessLinkBodySchema,
        response: { 202: OrderAccessLinkResponseSchema },
      },
    },
    async (request, reply) => {
      const { orderId } = request.params;
      const stored = isOrderId(orderId) ? await findOrder(app.db, orderId) : null;
      if (stored && sameEmail(stored.order.customerEmail, request.body.email)) {
        const paid = stored.order.status === 'paid';
        await app.db.transaction((tx) => app.orderMail.resendOrderLink(tx, stored.order.id, paid));
      }
      return reply.code(202).send({ success: true, message: ORDER_ACCESS_LINK_SENT });
    },
  );
};

export default orderRoutes;
