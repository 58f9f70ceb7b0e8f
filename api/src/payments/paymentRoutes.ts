// POST /verify_payment (SPEC §7). The `status` the browser passes along from the provider's redirect is never
// trusted: the order's payment is checked with its provider (PayPal: captured here, on the shopper's return)
// and applied through settlePayment, the one place an order becomes paid. It answers the payment's state; the
// customer and the order's deliveries only with the order's proof (orders/orderProof.ts), which the return that
// settles the payment sets.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { ApiError } from '../http/ApiError';
import { NotFoundBodySchema, VerifyPaymentBodySchema, VerifyPaymentResponseSchema } from '@storefront/shared/schemas';
import { type WriteRateLimit, rateLimitConfig } from '../http/rateLimit';
import { listDeliveries } from '../fulfilment/deliveries';
import { maskEmail, maskName, maskPhone } from '../orders/maskPersonalData';
import { grantOrderProof, provesOrder } from '../orders/orderProof';
import { findOrder } from '../orders/orderRepository';
import { isOrderId } from '../orders/orderId';
import { toVerifiedOrder } from '../orders/orderViews';
import { findPaymentByReference, findPaymentForOrder } from './paymentRepository';
import type { Settlement } from './settlePayment';

export const PAYMENT_MESSAGES = {
  paid: 'Payment verified',
  failed: 'Payment failed',
  mismatch: 'The amount paid does not match this order, so it was not marked paid. Please contact us.',
  pending: 'Payment could not be verified',
  refunded: 'This order was refunded.',
} as const;

const orderNotFound = { success: false, message: 'Order not found' };

type Customer = ReturnType<typeof toVerifiedOrder>['customer'];
const maskedCustomer = (customer: Customer): Customer => ({
  first_name: maskName(customer.first_name),
  last_name: maskName(customer.last_name),
  email: maskEmail(customer.email),
  phone: maskPhone(customer.phone),
});

const paymentRoutes: FastifyPluginAsyncTypebox<{ rateLimit: WriteRateLimit }> = async (app, { rateLimit }) => {
  app.post(
    '/verify_payment',
    {
      config: { ...rateLimitConfig(rateLimit), orderProof: 'masked-without' },
      schema: {
        body: VerifyPaymentBodySchema,
        response: { 200: VerifyPaymentResponseSchema, 404: NotFoundBodySchema },
      },
    },
    async (request, reply) => {
      const { reference = null, status: claimedStatus, orderId: givenOrderId = null } = request.body;
      if (!givenOrderId && !reference) {
        throw new ApiError(400, 'A payment reference or an order ID is required to verify a payment.', { success: false });
      }
      const byReference = !givenOrderId && reference ? await findPaymentByReference(app.db, reference) : null;
      const orderId = givenOrderId ?? byReference?.orderId ?? null;
      if (!orderId || !isOrderId(orderId)) return reply.code(404).send(orderNotFound);

      const before = await findOrder(app.db, orderId);
      if (!before) return reply.code(404).send(orderNotFound);
      request.log.info({ orderId, reference, claimedStatus, recordedStatus: before.order.status }, 'payment verification');

      let settlement: Settlement | null = null;
      // A paid or refunded order is settled for good: nothing to ask the provider.
      if (before.order.status !== 'paid' && before.order.status !== 'refunded') {
        const payment = byReference ?? (await findPaymentForOrder(app.db, orderId, reference));
        // A reference that belongs to another order (or none at all) tells nothing about this one.
        if (!payment && reference) return reply.code(404).send({ success: false, message: 'Payment not found for this order' });
        if (payment) settlement = await app.payments.settle(payment);
      }

      const stored = (await findOrder(app.db, orderId)) ?? before;
      // The provider's return that settles the payment is the buyer's browser coming back; a later replay of the
      // same address (shared, logged, screenshotted) settles nothing and so proves nothing.
      const settledNow = settlement === 'paid' && reference !== null;
      if (settledNow) await grantOrderProof(app.db, request, reply, orderId, app.config.publicBaseUrl.startsWith('https:'));
      const owner = settledNow || (await provesOrder(app.db, request, orderId));
      const verified = toVerifiedOrder(stored);
      const order = owner ? verified : { ...verified, customer: maskedCustomer(verified.customer) };
      if (stored.order.status === 'paid') {
        const deliveries = owner ? await listDeliveries(app.db, orderId, app.config.publicBaseUrl) : undefined;
        return { success: true, payment_status: 'success' as const, order: { ...order, deliveries }, message: PAYMENT_MESSAGES.paid };
      }
      if (stored.order.status === 'refunded') {
        return { success: false, payment_status: 'failed' as const, order, message: PAYMENT_MESSAGES.refunded };
      }
      if (settlement === 'mismatch') {
        return { success: false, payment_status: 'failed' as const, order, message: PAYMENT_MESSAGES.mismatch };
      }
      if (stored.order.status === 'failed' || stored.order.status === 'cancelled') {
        return { success: false, payment_status: 'failed' as const, order, message: PAYMENT_MESSAGES.failed };
      }
      return { success: false, payment_status: 'pending' as const, order, message: PAYMENT_MESSAGES.pending };
    },
  );
};

export default paymentRoutes;
