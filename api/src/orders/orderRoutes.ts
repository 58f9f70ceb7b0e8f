// POST /place_order and GET /orders/:orderId (SPEC §7).
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { ApiError } from '../http/ApiError';
import { NotFoundBodySchema } from '../http/schemaHelpers';
import { type WriteRateLimit, rateLimitConfig } from '../http/rateLimit';
import { paymentReturnUrls, storefrontOrigin } from '../payments/returnUrls';
import { findOrder } from './orderRepository';
import {
  IdempotencyHeadersSchema,
  OrderLookupResponseSchema,
  PlaceOrderBodySchema,
  PlaceOrderResponseSchema,
} from './orderSchemas';
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
      const result = await placeOrder(app.db, request.body, request.headers['idempotency-key'], (method, order) =>
        app.payments.start(method, { ...order, ...paymentReturnUrls(origin, order.orderId) }),
        app.orderLifecycle,
      );
      if (result.replayed) reply.header('idempotent-replayed', 'true');
      return reply.code(result.statusCode).send(result.body);
    },
  );

  // An order carries its customer's personal data: never stored by a cache, and not to be enumerated.
  app.get(
    '/orders/:orderId',
    {
      config: rateLimitConfig(rateLimit),
      schema: {
        params: Type.Object({ orderId: Type.String() }),
        response: { 200: OrderLookupResponseSchema, 404: NotFoundBodySchema },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      const stored = await findOrder(app.db, request.params.orderId);
      if (!stored) return reply.code(404).send({ success: false, message: 'Order not found' });
      return { success: true, order: toOrderLookup(stored) };
    },
  );
};

export default orderRoutes;
