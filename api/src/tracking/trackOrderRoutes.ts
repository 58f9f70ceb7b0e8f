// POST /track_order: the order tracking page's lookup. Answers only when the billing e-mail matches the order's,
// which proves ownership, so a paid order's answer carries what it delivers.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { type WriteRateLimit, rateLimitConfig } from '../http/rateLimit';
import { decimalToAmount } from '../money';
import { toOrderItemLookup } from '../orders/orderViews';
import { findOrder } from '../orders/orderRepository';
import { sameEmail } from '../orders/orderOwnership';
import { listDeliveries } from '../fulfilment/deliveries';
import { NO_MATCHING_ORDER, TrackOrderBodySchema, TrackOrderResponseSchema } from '@storefront/shared/schemas';
import { ApiError } from '../http/ApiError';

const trackOrderRoutes: FastifyPluginAsyncTypebox<{ rateLimit: WriteRateLimit }> = async (app, { rateLimit }) => {
  app.post(
    '/track_order',
    {
      // Rate-limited like the writes: guessing ids and e-mails should be slow.
      config: rateLimitConfig(rateLimit),
      schema: {
        body: TrackOrderBodySchema,
        response: { 200: TrackOrderResponseSchema },
      },
    },
    async (request) => {
      const stored = await findOrder(app.db, request.body.orderId.trim());
      if (!stored || !sameEmail(stored.order.customerEmail, request.body.email)) {
        throw new ApiError(404, NO_MATCHING_ORDER);
      }
      const { order, items } = stored;
      return {
        success: true,
        order: {
          id: order.id,
          status: order.status,
          created_at: order.createdAt.toISOString(),
          items: items.map(toOrderItemLookup),
          total: decimalToAmount(order.total),
          currency: order.currency,
          deliveries: await listDeliveries(app.db, order.id, app.config.publicBaseUrl),
        },
      };
    },
  );
};

export default trackOrderRoutes;
