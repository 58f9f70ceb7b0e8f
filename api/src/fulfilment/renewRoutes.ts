// POST /orders/:orderId/downloads/:lineNumber/renew — a fresh download link for one digital line, for its buyer
// (the order's proof, checked for every such route in apiPlugin.ts); renewDownload.ts says what renewing does.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { ApiError } from '../http/ApiError';
import { type WriteRateLimit, rateLimitConfig } from '../http/rateLimit';
import { NotFoundBodySchema, OrderAccessHeadersSchema, DeliverySchema } from '@storefront/shared/schemas';
import { findOrder } from '../orders/orderRepository';
import { listDeliveries } from './deliveries';
import { NO_SUCH_DOWNLOAD_LINE, renewDownloadLink } from './renewDownload';

const LINE_NUMBER = /^[1-9][0-9]{0,3}$/;

const renewRoutes: FastifyPluginAsyncTypebox<{ rateLimit: WriteRateLimit }> = async (app, { rateLimit }) => {
  app.post(
    '/orders/:orderId/downloads/:lineNumber/renew',
    {
      config: { ...rateLimitConfig(rateLimit), orderProof: 'required' },
      schema: {
        params: Type.Object({ orderId: Type.String(), lineNumber: Type.String() }),
        headers: OrderAccessHeadersSchema,
        response: { 201: Type.Object({ success: Type.Boolean(), delivery: DeliverySchema }), 403: NotFoundBodySchema, 404: NotFoundBodySchema },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      const stored = await findOrder(app.db, request.params.orderId);
      if (!stored) throw new ApiError(404, 'Order not found', { success: false });
      if (!LINE_NUMBER.test(request.params.lineNumber)) throw new ApiError(404, NO_SUCH_DOWNLOAD_LINE, { success: false });
      const lineNumber = Number(request.params.lineNumber);
      await renewDownloadLink(app.db, stored.order, lineNumber, app.fulfilment.terms);
      const delivery = (await listDeliveries(app.db, stored.order.id, app.config.publicBaseUrl)).find((item) => item.line_number === lineNumber)!;
      return reply.code(201).send({ success: true, delivery });
    },
  );
};

export default renewRoutes;
