// POST /webhooks/paystack: Paystack's server-to-server notice, so an order is fulfilled even when the shopper
// never comes back from the payment page. Only a correctly signed body is read (401 otherwise); charge.success
// goes through the same checks and the same once-only fulfilment as verify_payment, and a full refund.processed
// refunds the order (orders/refundOrder.ts), which revokes its licenses and downloads. Every signed event that names
// a reference is kept in payment_webhook_events; one that matches no payment waits there for an operator.
import type { FastifyPluginAsync } from 'fastify';
import { ApiError } from '../http/ApiError';
import { refundOrder } from '../orders/refundOrder';
import { findPayment } from './paymentRepository';
import { isValidPaystackSignature } from './paystackSignature';
import { keepWebhookEvent, recordProviderRefund } from './webhookEvents';

interface PaystackEvent {
  event?: unknown;
  data?: {
    reference?: unknown;
    status?: unknown;
    amount?: unknown;
    currency?: unknown;
    /** refund.processed: the refunded charge's reference, and the refund's own. */
    transaction_reference?: unknown;
    refund_reference?: unknown;
  };
}

/** A signed value as text PostgreSQL can keep (no U+0000) and of a sane length. */
const storable = (value: string, maxLength: number) => value.replaceAll('\u0000', '').slice(0, maxLength);

const paystackWebhookRoutes: FastifyPluginAsync = async (app) => {
  // The signature covers the exact bytes sent, so this route keeps the raw body and parses it itself.
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'buffer' }, (_request, body, done) => done(null, body));

  app.post('/webhooks/paystack', async (request, reply) => {
    const secret = app.payments.providers.paystackSecret;
    const rawBody = request.body;
    if (!secret || !Buffer.isBuffer(rawBody) || !isValidPaystackSignature(rawBody, request.headers['x-paystack-signature'], secret)) {
      throw new ApiError(401, 'Invalid or missing webhook signature');
    }
    let event: PaystackEvent;
    try {
      event = JSON.parse(rawBody.toString('utf8')) as PaystackEvent;
    } catch {
      throw new ApiError(400, 'The webhook body is not JSON');
    }
    if (!event || typeof event !== 'object' || Array.isArray(event)) throw new ApiError(400, 'The webhook body must be a JSON object');
    const reference = event.data?.reference;
    const refundedReference = event.data?.transaction_reference;
    const named = event.event === 'refund.processed' ? refundedReference : reference;
    if (typeof named === 'string' && named.length > 0) {
      const payment = await findPayment(app.db, 'paystack', named);
      const amount = Number(event.data?.amount);
      await keepWebhookEvent(app.db, {
        provider: 'paystack',
        event: storable(String(event.event), 100),
        reference: storable(named, 200),
        orderId: payment?.orderId ?? null,
        amountMinor: Number.isSafeInteger(amount) ? amount : null,
        currency: typeof event.data?.currency === 'string' ? storable(event.data.currency, 10) : null,
      });
    }
    if (event.event === 'charge.success' && typeof reference === 'string') {
      const payment = await findPayment(app.db, 'paystack', reference);
      if (payment) {
        const settlement = await app.payments.apply(payment, {
          status: event.data?.status === 'success' ? 'success' : 'pending',
          amountMinor: Number(event.data?.amount),
          currency: String(event.data?.currency),
        });
        request.log.info({ reference, orderId: payment.orderId, settlement }, 'paystack webhook applied');
      } else {
        request.log.warn({ reference }, 'paystack webhook for an unknown reference');
      }
    }
    if (event.event === 'refund.processed' && typeof refundedReference === 'string') {
      const payment = await findPayment(app.db, 'paystack', refundedReference);
      if (!payment) {
        request.log.warn({ reference: refundedReference }, 'paystack refund for an unknown reference');
      } else if (Number(event.data?.amount) < payment.amountMinor) {
        // A partial refund (a goodwill discount, say) leaves the purchase and its license in place.
        request.log.info({ reference: refundedReference, orderId: payment.orderId, amount: event.data?.amount }, 'paystack partial refund: order kept');
      } else {
        const refundReference = event.data?.refund_reference;
        const outcome = await refundOrder(app.db, app.orderLifecycle, payment.orderId, (tx) =>
          recordProviderRefund(tx, {
            orderId: payment.orderId,
            provider: 'paystack',
            providerReference: typeof refundReference === 'string' ? refundReference : null,
            amountMinor: payment.amountMinor,
            currency: payment.currency,
            reason: 'Refunded at Paystack (refund.processed webhook)',
          }),
        );
        request.log.info({ reference: refundedReference, orderId: payment.orderId, outcome }, 'paystack refund applied');
      }
    }
    // Paystack retries anything but a 200; events we do not act on are acknowledged too.
    return reply.code(200).send({ received: true });
  });
};

export default paystackWebhookRoutes;
