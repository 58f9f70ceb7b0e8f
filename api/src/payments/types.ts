// The contract every payment provider adapter (Paystack, PayPal, the built-in sandbox) will implement.
//
// Not implemented in this slice: orders paid by 'paystack' or 'paypal' are stored as 'pending' with
// payment_url null, and verify_payment only reports what the database records. The next task adds the
// adapters, the sandbox, the webhook and the order status transitions behind this interface.
import type { Currency } from '../money';

/** What a provider needs to start a payment for one order. */
export interface PaymentRequest {
  orderId: string;
  /** Integer minor units (cents, kobo): Paystack takes these as they are. */
  amountMinor: number;
  currency: Currency;
  customerEmail: string;
  /** Where the provider sends the shopper back: the storefront's /payment-confirmation. */
  returnUrl: string;
}

export interface PaymentInitialization {
  /** The page the shopper is redirected to. */
  paymentUrl: string;
  /** The provider's id for this payment; verify() takes it. */
  reference: string;
}

export type ProviderPaymentStatus = 'success' | 'failed' | 'pending';

export interface PaymentVerification {
  status: ProviderPaymentStatus;
  /** As the provider reports them: the caller checks them against the order before treating it as paid. */
  amountMinor: number;
  currency: Currency;
}

export interface PaymentProvider {
  readonly id: 'paystack' | 'paypal' | 'sandbox';
  initialize(order: PaymentRequest): Promise<PaymentInitialization>;
  verify(reference: string): Promise<PaymentVerification>;
}
