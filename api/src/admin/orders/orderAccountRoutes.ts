// The account an order belongs to, for the console: who it is (never a password or a token), and sending its holder
// again the e-mail confirming the address or the one choosing a new password — a new single-use link each time,
// written to the audit log and the account's own log.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { AccountEmailBodySchema, ErrorBodySchema, OrderIdParamsSchema, ResendReceiptResponseSchema } from '@storefront/shared/schemas/admin';
import { sendAccountLink } from '../../accounts/accountTokens';
import { findCustomer } from '../../accounts/customerAccounts';
import { logCustomerEvent } from '../../accounts/customerEvents';
import { ApiError } from '../../http/ApiError';
import { type AdminRouteOptions, actorOf } from '../adminContext';
import { writeAudit } from '../audit/auditLog';
import { readOrderFacts } from './orderFacts';

export interface OrderAccountRouteOptions extends AdminRouteOptions {
  /** The order page, as GET /orders/:id answers it. */
  orderView: (orderId: string) => Promise<unknown>;
}

const orderAccountRoutes: FastifyPluginAsyncTypebox<OrderAccountRouteOptions> = async (app, { context, orderView }) => {
  app.post(
    '/orders/:id/account-email',
    {
      config: { adminAccess: 'orders:resend-receipt' },
      schema: {
        params: OrderIdParamsSchema,
        body: AccountEmailBodySchema,
        response: { 202: ResendReceiptResponseSchema, 404: ErrorBodySchema, 409: ErrorBodySchema },
      },
    },
    async (request, reply) => {
      const facts = await readOrderFacts(app.db, request.params.id);
      if (!facts) throw new ApiError(404, 'Order not found');
      const customer = facts.order.customerId ? await findCustomer(app.db, facts.order.customerId) : null;
      if (!customer) throw new ApiError(409, 'This order belongs to no account.');
      const verifying = request.body.kind === 'verification';
      if (verifying && customer.emailVerifiedAt !== null) throw new ApiError(409, 'The account’s e-mail address is confirmed already.');
      await app.db.transaction(async (tx) => {
        await sendAccountLink(tx, { now: context.now, queueMail: app.orderMail.accountLink }, customer, verifying ? 'verify-email' : 'reset-password');
        await logCustomerEvent(tx, customer.id, verifying ? 'verification-resent-by-operator' : 'reset-sent-by-operator', request.ip);
        await writeAudit(tx, actorOf(request), {
          action: verifying ? 'order.account-verification-email' : 'order.account-reset-email',
          targetType: 'order',
          targetId: facts.order.id,
          after: { account: customer.id, to: customer.email },
        });
      });
      const what = verifying ? 'The e-mail confirming the address' : 'A link to choose a new password';
      return reply.code(202).send({ message: `${what} is on its way to ${customer.email}.`, order: (await orderView(facts.order.id)) as never });
    },
  );
};

export default orderAccountRoutes;
