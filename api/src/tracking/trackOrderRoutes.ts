// POST /track_order: the order tracking page's lookup. Answers status and items only when the billing e-mail
// matches the order's. The e-mail is no proof of ownership (anyone may know a buyer's address), so what the order
// delivers comes only with the order's proof (orderProof.ts); without it, the order's link goes to that address.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { type WriteRateLimit, rateLimitConfig } from '../http/rateLimit';
import { decimalToAmount } from '../money';
import { toOrderItemLookup } from '../orders/orderViews';
import { findOrder } from '../orders/orderRepository';
import { sameEmail } from '../orders/orderOwnership';
import { listDeliveries } from '../fulfilment/deliveries';
import { NO_MATCHING_ORDER, TRACKED_ORDER_LINK_SENT, TrackOrderBodySchema, TrackOrderResponseSchema } from '@storefront/shared/schemas';
import { provesOrder } from '../orders/orderProof';
import { ApiError } from '../http/ApiError';

const trackOrderRoutes: FastifyPluginAsyncTypebox<{ rateLimit: WriteRateLimit }> = async (app, { rateLimit }) => {
  app.post(
    '/track_order',
    {
      // Rate-limited like the writes: guessing ids and e-mails should be slow.
      config: { ...rateLimitConfig(rateLimit), orderProof: 'masked-without' },
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
      const owner = await provesOrder(app.db, request, order.id);
      if (!owner) await app.db.transaction((tx) => app.orderMail.resendOrderLink(tx, order.id, order.status === 'paid'));
      return {
        success: true,
        ...(owner ? {} : { message: TRACKED_ORDER_LINK_SENT }),
        order: {
          id: order.id,
          status: order.status,
          created_at: order.createdAt.toISOString(),
          items: items.map(toOrderItemLookup),
          total: decimalToAmount(order.total),
          currency: order.currency,
          deliveries: owner ? await listDeliveries(app.db, order.id, app.config.publicBaseUrl) : [],
        },
      };
    },
  );
};

export default trackOrderRoutes;
