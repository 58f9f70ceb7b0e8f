// POST /verify_payment (SPEC §7). The `status` the browser passes along from the provider's redirect is never
// trusted: the answer reflects only what the database records for the order.
//
// Not yet implemented (next task): asking the provider (PaymentProvider.verify) and marking the order paid.
// Until then a pending order answers success:false / payment_status 'pending'.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { ApiError } from '../http/ApiError';
import { NotFoundBodySchema } from '../http/schemaHelpers';
import { type WriteRateLimit, rateLimitConfig } from '../http/rateLimit';
import { findOrder } from '../orders/orderRepository';
import { toVerifiedOrder } from '../orders/orderViews';
import { VerifyPaymentBodySchema, VerifyPaymentResponseSchema } from './paymentSchemas';

const paymentRoutes: FastifyPluginAsyncTypebox<{ rateLimit: WriteRateLimit }> = async (app, { rateLimit }) => {
  app.post(
    '/verify_payment',
    {
      config: rateLimitConfig(rateLimit),
      schema: { body: VerifyPaymentBodySchema, response: { 200: VerifyPaymentResponseSchema, 404: NotFoundBodySchema } },
    },
    async (request, reply) => {
      const { orderId, reference, status: claimedStatus } = request.body;
      if (!orderId) throw new ApiError(400, 'An order ID is required to verify a payment.', { success: false });

      const stored = await findOrder(app.db, orderId);
      if (!stored) return reply.code(404).send({ success: false, message: 'Order not found' });
      request.log.info({ orderId, reference, claimedStatus, recordedStatus: stored.order.status }, 'payment verification');

      const order = toVerifiedOrder(stored);
      switch (stored.order.status) {
        case 'paid':
          return { success: true, payment_status: 'success' as const, order, message: 'Payment verified' };
        case 'failed':
        case 'cancelled':
          return { success: false, payment_status: 'failed' as const, order, message: 'Payment failed' };
        default:
          return { success: false, payment_status: 'pending' as const, order, message: 'Payment could not be verified' };
      }
    },
  );
};

export default paymentRoutes;
