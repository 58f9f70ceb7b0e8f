// POST /orders/:orderId/downloads/:lineNumber/renew — a fresh download link for one digital line, for its buyer
// (the order's proof, checked for every such route in apiPlugin.ts). The fresh link replaces the current one, which expires at once, so renewing never adds a
// second working link; each line has DOWNLOAD_RENEWALS of them.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { and, eq, gt, sql } from 'drizzle-orm';
import { Type } from 'typebox';
import { downloadLinks, entitlements } from '../db/schema';
import { ApiError } from '../http/ApiError';
import { type WriteRateLimit, rateLimitConfig } from '../http/rateLimit';
import { NotFoundBodySchema, OrderAccessHeadersSchema, DeliverySchema } from '@storefront/shared/schemas';
import { findOrder } from '../orders/orderRepository';
import { listDeliveries } from './deliveries';
import { DOWNLOAD_MESSAGES } from './downloadLinks';
import { downloadSecret } from './downloadSecret';
import { issueDownloadLink } from './entitlements';

const LINE_NUMBER = /^[1-9][0-9]{0,3}$/;
const NO_SUCH_LINE = 'This order has no download on that line.';

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
      if (!LINE_NUMBER.test(request.params.lineNumber)) throw new ApiError(404, NO_SUCH_LINE, { success: false });
      const lineNumber = Number(request.params.lineNumber);
      const { terms } = app.fulfilment;

      await app.db.transaction(async (tx) => {
        const [entitlement] = await tx
          .select()
          .from(entitlements)
          .where(and(eq(entitlements.orderId, stored.order.id), eq(entitlements.lineNumber, lineNumber)))
          .for('update');
        if (!entitlement) {
          if (stored.order.status !== 'paid') throw new ApiError(409, 'This order is not paid, so it has no downloads yet.');
          throw new ApiError(404, NO_SUCH_LINE, { success: false });
        }
        if (entitlement.revokedAt !== null) throw new ApiError(410, DOWNLOAD_MESSAGES.refunded);
        const [used] = await tx
          .update(entitlements)
          .set({ renewalsLeft: sql`${entitlements.renewalsLeft} - 1` })
          .where(and(eq(entitlements.id, entitlement.id), gt(entitlements.renewalsLeft, 0)))
          .returning({ id: entitlements.id });
        if (!used) throw new ApiError(409, 'No fresh download link is left for this purchase. Please contact us.');
        await tx
          .update(downloadLinks)
          .set({ expiresAt: sql`least(${downloadLinks.expiresAt}, now())` })
          .where(eq(downloadLinks.entitlementId, entitlement.id));
        await issueDownloadLink(tx, entitlement.id, terms, await downloadSecret(tx));
      });

      const delivery = (await listDeliveries(app.db, stored.order.id, app.config.publicBaseUrl)).find((item) => item.line_number === lineNumber)!;
      return reply.code(201).send({ success: true, delivery });
    },
  );
};

export default renewRoutes;
