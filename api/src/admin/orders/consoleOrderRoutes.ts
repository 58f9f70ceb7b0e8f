// GET /orders (search, filters, pages), GET /orders/:id (the order page with its timeline),
// POST /orders/:id/resend-receipt and POST /orders/:id/refund; the order's account (orderAccountRoutes.ts).
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  AdminOrderSchema,
  ErrorBodySchema,
  OrderIdParamsSchema,
  OrderListQuerySchema,
  OrderListSchema,
  RefundBodySchema,
  RefundResponseSchema,
  ResendReceiptResponseSchema,
} from '@storefront/shared/schemas/admin';
import { ApiError } from '../../http/ApiError';
import { type AdminRouteOptions, actorOf } from '../adminContext';
import { writeAudit } from '../audit/auditLog';
import { pageOf, paging } from '../http/paging';
import { findCustomer } from '../../accounts/customerAccounts';
import { adminOrderView } from './adminOrderView';
import orderAccountRoutes from './orderAccountRoutes';
import { readOrderFacts } from './orderFacts';
import { refundFromConsole, refundRoute } from './orderRefund';
import { searchOrders } from './orderSearch';

const NOT_FOUND = 'Order not found';

const consoleOrderRoutes: FastifyPluginAsyncTypebox<AdminRouteOptions> = async (app, options) => {
  async function orderView(orderId: string) {
    const facts = await readOrderFacts(app.db, orderId);
    if (!facts) throw new ApiError(404, NOT_FOUND);
    const customer = facts.order.customerId ? await findCustomer(app.db, facts.order.customerId) : null;
    const account = customer ? { id: customer.id, email: customer.email, emailVerified: customer.emailVerifiedAt !== null } : null;
    return adminOrderView(facts, refundRoute(facts, app.payments.providers).provider !== null, account);
  }
  await app.register(orderAccountRoutes, { ...options, orderView });
  const errors = { 400: ErrorBodySchema, 404: ErrorBodySchema, 409: ErrorBodySchema, 502: ErrorBodySchema };

  app.get(
    '/orders',
    { config: { adminAccess: 'orders:read' }, schema: { querystring: OrderListQuerySchema, response: { 200: OrderListSchema } } },
    async (request) => {
      const page = paging(request.query);
      const { items, total } = await searchOrders(app.db, request.query, page);
      return pageOf(items, page, total);
    },
  );

  app.get(
    '/orders/:id',
    { config: { adminAccess: 'orders:read' }, schema: { params: OrderIdParamsSchema, response: { 200: AdminOrderSchema, 404: ErrorBodySchema } } },
    async (request) => orderView(request.params.id),
  );

  app.post(
    '/orders/:id/resend-receipt',
    { config: { adminAccess: 'orders:resend-receipt' }, schema: { params: OrderIdParamsSchema, response: { 202: ResendReceiptResponseSchema, ...errors } } },
    async (request, reply) => {
      const facts = await readOrderFacts(app.db, request.params.id);
      if (!facts) throw new ApiError(404, NOT_FOUND);
      // A refunded order's links no longer work: its receipt would promise downloads it does not have.
      if (facts.order.status !== 'paid') throw new ApiError(409, 'Only a paid order has a receipt to send again.');
      await app.db.transaction(async (tx) => {
        const outboxId = await app.orderMail.resendReceipt(tx, facts.order.id);
        if (outboxId === null) throw new ApiError(409, 'Another resend of this receipt was just queued. Reload the order.');
        await writeAudit(tx, actorOf(request), {
          action: 'order.resend-receipt',
          targetType: 'order',
          targetId: facts.order.id,
          after: { outboxId, to: facts.order.customerEmail },
        });
      });
      return reply.code(202).send({ message: `The receipt is on its way to ${facts.order.customerEmail} again.`, order: await orderView(facts.order.id) });
    },
  );

  app.post(
    '/orders/:id/refund',
    {
      config: { adminAccess: 'orders:refund' },
      schema: { params: OrderIdParamsSchema, body: RefundBodySchema, response: { 200: RefundResponseSchema, ...errors } },
    },
    async (request) => {
      const reason = request.body.reason.trim();
      if (reason === '') throw new ApiError(400, 'body/reason must not be blank');
      const facts = await readOrderFacts(app.db, request.params.id);
      if (!facts) throw new ApiError(404, NOT_FOUND);
      await refundFromConsole({ db: app.db, lifecycle: app.orderLifecycle, providers: app.payments.providers }, facts, reason, actorOf(request));
      const order = await orderView(facts.order.id);
      const how = order.refund?.method === 'provider' ? 'The provider is returning the money' : 'Recorded as refunded by hand';
      return { message: `${how}; the order's downloads are revoked.`, order };
    },
  );
};

export default consoleOrderRoutes;
