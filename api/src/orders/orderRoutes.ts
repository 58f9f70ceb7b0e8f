// POST /place_order and GET /orders/:orderId (SPEC §7; the lookup's masking and ownership proof: issue 18 §4).
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { ApiError } from '../http/ApiError';
import {
  NotFoundBodySchema,
  IdempotencyHeadersSchema,
  OrderEmailHeadersSchema,
  OrderLookupResponseSchema,
  PlaceOrderBodySchema,
  PlaceOrderResponseSchema,
} from '@storefront/shared/schemas';
import { type WriteRateLimit, rateLimitConfig } from '../http/rateLimit';
import { paymentReturnUrls, storefrontOrigin } from '../payments/returnUrls';
import { listDeliveries } from '../fulfilment/deliveries';
import { maskOrderLookup } from './maskPersonalData';
import { WRONG_ORDER_EMAIL, orderEmailProof } from './orderOwnership';
import { findOrder } from './orderRepository';
import { toOrderLookup } from './orderViews';
import { placeOrder } from './placeOrder';

const orderRoutes: FastifyPluginAsyncTypebox<{ rateLimit: WriteRateLimit }> = async (app, { rateLimit }) => {
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
      return reply.code(result.statusCode).send(result.body);
    },
  );

  // An order carries its customer's personal data: never stored by a cache, not to be enumerated, and shown in
  // full only to whoever proves it is theirs.
  app.get(
    '/orders/:orderId',
    {
      config: rateLimitConfig(rateLimit),
      schema: {
        params: Type.Object({ orderId: Type.String() }),
        headers: OrderEmailHeadersSchema,
        response: { 200: OrderLookupResponseSchema, 403: NotFoundBodySchema, 404: NotFoundBodySchema },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      const stored = await findOrder(app.db, request.params.orderId);
      if (!stored) return reply.code(404).send({ success: false, message: 'Order not found' });
      const proof = orderEmailProof(stored.order, request.headers['x-order-email']);
      if (proof === 'wrong') return reply.code(403).send({ success: false, message: WRONG_ORDER_EMAIL });
      const order = toOrderLookup(stored);
      if (proof === 'none') return { success: true, order: { ...maskOrderLookup(order), access: 'masked' as const } };
      const deliveries = await listDeliveries(app.db, stored.order.id, app.config.publicBaseUrl);
      return { success: true, order: { ...order, access: 'owner' as const, deliveries } };
    },
  );
};

export default orderRoutes;
