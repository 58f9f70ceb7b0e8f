// Starting and settling payments for orders, whichever provider handles them. Decorated as `app.payments`.
import type { FastifyBaseLogger } from 'fastify';
import { type PaymentRow, payments } from './paymentTables';
import type { Database } from '../db/types';
import { ApiError } from '../http/ApiError';
import type { OrderLifecycle } from '../orders/orderLifecycle';
import type { PaymentProviders } from './paymentProviders';
import { recordPaymentCheck } from './paymentRepository';
import { type OrderPaidListener, type Settlement, type SettlementRecord, applyVerification } from './settlePayment';
import { type PaymentRequest, type PaymentVerification, ProviderUnavailableError } from './types';

export const PROVIDER_DOWN_AT_CHECKOUT = 'The payment provider is not available right now, so no order was placed. Please try again in a moment.';
export const PROVIDER_DOWN_AT_VERIFY =
  'We could not reach the payment provider to confirm your payment. Your order is saved; please try again in a few minutes.';

export interface PaymentService {
  providers: PaymentProviders;
  /** Asks the method's provider for a payment page and records the payment; returns the page's URL. */
  start(method: 'paystack' | 'paypal', request: PaymentRequest): Promise<string>;
  /** Asks the payment's provider what happened and applies it to the order; `record` joins the settlement's transaction. */
  settle(payment: PaymentRow, record?: SettlementRecord): Promise<Settlement>;
  /** Applies a verification the provider pushed to us (a signed webhook). */
  apply(payment: PaymentRow, verification: PaymentVerification): Promise<Settlement>;
}

export function createPaymentService(
  db: Database,
  providers: PaymentProviders,
  log: FastifyBaseLogger,
  onOrderPaid: OrderPaidListener = () => {},
  lifecycle?: OrderLifecycle,
  /** Told each verification's outcome (the metrics count them): a settlement, or 'unavailable'. */
  observe: (provider: string, outcome: Settlement | 'unavailable') => void = () => {},
): PaymentService {
  const fulfil: OrderPaidListener = (orderId, payment) => {
    // After the commit; what must commit with the payment runs in the lifecycle's `paid` moment.
    log.info({ orderId, provider: payment.provider, reference: payment.reference }, 'order paid');
    onOrderPaid(orderId, payment);
  };

  const unavailable = (error: unknown, message: string): never => {
    if (error instanceof ProviderUnavailableError) {
      log.warn({ reason: error.message }, 'payment provider unavailable');
      throw new ApiError(502, message, { success: false });
    }
    throw error;
  };

  const applied = async (payment: PaymentRow, verification: PaymentVerification, record?: SettlementRecord): Promise<Settlement> => {
    const settlement = await applyVerification(db, payment, verification, fulfil, lifecycle, record);
    observe(payment.provider, settlement);
    if (settlement === 'mismatch') {
      // Money arrived that does not match the order: not paid automatically, left for a person to look at.
      log.warn({ orderId: payment.orderId, provider: payment.provider, reference: payment.reference }, 'payment amount or currency mismatch');
    }
    return settlement;
  };

  return {
    providers,
    async start(method, request) {
      const provider = providers.forMethod(method);
      try {
        const { paymentUrl, reference } = await provider.initialize(request);
        await db.insert(payments).values({
          provider: provider.id,
          reference,
          orderId: request.orderId,
          amountMinor: request.amountMinor,
          currency: request.currency,
          paymentUrl,
        });
        return paymentUrl;
      } catch (error) {
        return unavailable(error, PROVIDER_DOWN_AT_CHECKOUT);
      }
    },
    async settle(payment, record) {
      let verification: PaymentVerification;
      try {
        verification = await providers.byId(payment.provider).verify(payment.reference);
      } catch (error) {
        // Kept on the payment, so the operator console lists it as a verification that failed.
        const reason = error instanceof Error ? error.message : String(error);
        await recordPaymentCheck(db, payment, reason).catch((recordError: unknown) =>
          log.warn({ err: recordError }, 'could not record a failed payment check'),
        );
        observe(payment.provider, 'unavailable');
        return unavailable(error, PROVIDER_DOWN_AT_VERIFY);
      }
      if (verification.status === 'pending') await recordPaymentCheck(db, payment, null);
      return applied(payment, verification, record);
    },
    apply: (payment, verification) => applied(payment, verification),
  };
}
