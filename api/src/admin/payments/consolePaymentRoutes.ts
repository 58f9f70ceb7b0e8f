// GET /payments/attention, POST /payments/:provider/:reference/reverify (asks the provider and settles the payment
// through the same code as the shopper's return, so fulfilment still happens once) and
// POST /payments/webhook-events/:id/handled.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { and, eq, isNull } from 'drizzle-orm';
import {
  ErrorBodySchema,
  PaymentIssuesSchema,
  PaymentParamsSchema,
  type ReverifyResponse,
  ReverifyResponseSchema,
  WebhookEventHandledResponseSchema,
  WebhookEventParamsSchema,
} from '@storefront/shared/schemas/admin';
import { orders, paymentWebhookEvents } from '../../db/schema';
import { ApiError } from '../../http/ApiError';
import { findPayment } from '../../payments/paymentRepository';
import type { Settlement } from '../../payments/settlePayment';
import { type AdminRouteOptions, actorOf } from '../adminContext';
import { writeAudit } from '../audit/auditLog';
import { paymentIssues } from './paymentIssues';

const OUTCOME_MESSAGES: Record<ReverifyResponse['outcome'], string> = {
  paid: 'The provider confirmed the payment: the order is paid and fulfilled.',
  'already-paid': 'This order is already paid; nothing was changed.',
  pending: 'The provider has not confirmed this payment yet.',
  failed: 'The provider reported the payment failed; the order is marked failed.',
  mismatch: "The provider reported a payment that does not match the order's amount or currency; it was not marked paid.",
  unavailable: 'The provider could not be reached. Nothing was changed; try again in a few minutes.',
};

const consolePaymentRoutes: FastifyPluginAsyncTypebox<AdminRouteOptions> = async (app, { context }) => {
  app.get('/payments/attention', { config: { adminAccess: 'payments:read' }, schema: { response: { 200: PaymentIssuesSchema } } }, async () => ({
    items: await paymentIssues(app.db, context.now()),
  }));

  app.post(
    '/payments/:provider/:reference/reverify',
    {
      config: { adminAccess: 'payments:reverify' },
      schema: { params: PaymentParamsSchema, response: { 200: ReverifyResponseSchema, 404: ErrorBodySchema, 409: ErrorBodySchema } },
    },
    async (request) => {
      const payment = await findPayment(app.db, request.params.provider, request.params.reference);
      if (!payment) throw new ApiError(404, 'Payment not found');
      const [order] = await app.db.select({ status: orders.status }).from(orders).where(eq(orders.id, payment.orderId));
      const answer = (outcome: ReverifyResponse['outcome']): ReverifyResponse => ({ outcome, message: OUTCOME_MESSAGES[outcome], orderId: payment.orderId });
      if (order?.status === 'paid') return answer('already-paid');
      if (order?.status === 'refunded') throw new ApiError(409, 'This order was refunded; its payment is not verified again.');
      try {
        app.payments.providers.byId(payment.provider);
      } catch {
        throw new ApiError(409, `${payment.provider} is not configured on this store, so this payment cannot be checked with it.`);
      }

      const actor = actorOf(request);
      const before = { paymentStatus: payment.status, orderStatus: order?.status ?? null };
      const audit = (outcome: ReverifyResponse['outcome']) => ({
        action: 'payment.reverify' as const,
        targetType: 'payment' as const,
        targetId: `${payment.provider}:${payment.reference}`,
        before,
        after: { outcome },
      });
      let settlement: Settlement;
      try {
        // The audit entry joins the settlement's own transaction when it changes anything.
        settlement = await app.payments.settle(payment, (tx, settled) => writeAudit(tx, actor, audit(settled)));
      } catch (error) {
        if (!(error instanceof ApiError && error.statusCode === 502)) throw error;
        await writeAudit(app.db, actor, audit('unavailable'));
        return answer('unavailable');
      }
      if (settlement === 'pending') await writeAudit(app.db, actor, audit('pending'));
      return answer(settlement);
    },
  );

  app.post(
    '/payments/webhook-events/:id/handled',
    {
      config: { adminAccess: 'payments:reverify' },
      schema: { params: WebhookEventParamsSchema, response: { 200: WebhookEventHandledResponseSchema, 404: ErrorBodySchema } },
    },
    async (request) => {
      const { id } = request.params;
      const now = context.now();
      const actor = actorOf(request);
      const marked = await app.db.transaction(async (tx) => {
        const [event] = await tx.select().from(paymentWebhookEvents).where(eq(paymentWebhookEvents.id, id));
        if (!event) throw new ApiError(404, 'Webhook event not found');
        const [updated] = await tx
          .update(paymentWebhookEvents)
          .set({ handledAt: now, handledBy: actor.operatorEmail })
          .where(and(eq(paymentWebhookEvents.id, id), isNull(paymentWebhookEvents.handledAt)))
          .returning();
        if (!updated) return false;
        await writeAudit(tx, actor, {
          action: 'payment.webhook-handled',
          targetType: 'webhook-event',
          targetId: String(id),
          before: { handledAt: null },
          after: { handledAt: now.toISOString(), handledBy: actor.operatorEmail },
        });
        return true;
      });
      return { message: marked ? 'Marked as handled.' : 'This webhook event was already handled.' };
    },
  );
};

export default consolePaymentRoutes;
