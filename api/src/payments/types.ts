// The contract every payment provider adapter (Paystack, PayPal, the built-in sandbox) implements, and the
// error an adapter throws when the provider cannot be reached or answers something unusable.
import type { PaymentProviderId } from './paymentTables';
import type { Currency } from '../money';

/** What a provider needs to start a payment for one order. */
export interface PaymentRequest {
  orderId: string;
  /** Integer minor units (cents, kobo): Paystack takes these as they are. */
  amountMinor: number;
  currency: Currency;
  customerEmail: string;
  /** Where the provider sends the shopper back: the storefront's /payment-confirmation?order_id=…. */
  returnUrl: string;
  /** Where a shopper who cancels at the provider is sent (PayPal): returnUrl plus status=cancelled. */
  cancelUrl: string;
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
  currency: string;
  /** PayPal: the completed capture, which its refund API takes. */
  captureId?: string;
}

/** A whole payment to return to the buyer (the operator console's refund). */
export interface RefundRequest {
  reference: string;
  /** PayPal's capture, when it was stored at capture; the adapter looks it up otherwise. */
  captureId: string | null;
  amountMinor: number;
  currency: Currency;
  /** The operator's reason, for the merchant's side of the provider's records. */
  reason: string;
}

export interface ProviderRefund {
  /** The provider's id of the refund. */
  providerReference: string;
}

export interface PaymentProvider {
  readonly id: PaymentProviderId;
  initialize(order: PaymentRequest): Promise<PaymentInitialization>;
  /** Asks the provider what happened to the payment (PayPal: captures an approved order first). */
  verify(reference: string): Promise<PaymentVerification>;
  /** Returns the whole payment through the provider's refund API; the sandbox has none (refunds are recorded by hand). */
  refund?(request: RefundRequest): Promise<ProviderRefund>;
}

/** The provider answered and refused (a refund of a reversed charge, say); `reason` is its own words. */
export class ProviderRefusedError extends Error {
  constructor(
    provider: PaymentProviderId,
    readonly reason: string,
  ) {
    super(`${provider}: ${reason}`);
    this.name = 'ProviderRefusedError';
  }
}

/** The provider is down, timed out, answered 5xx or something we cannot read: the order stays payable. */
export class ProviderUnavailableError extends Error {
  constructor(provider: PaymentProviderId, detail: string) {
    super(`${provider}: ${detail}`);
    this.name = 'ProviderUnavailableError';
  }
}
