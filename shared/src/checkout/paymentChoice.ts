// The payment methods checkout offers (SPEC §9: Paystack and PayPal; Stripe is disabled and hidden) and when one is unavailable.
import { PAYMENT_METHODS } from '../constants';
import type { Currency, PaymentMethod } from '../types';

export const OFFERED_PAYMENT_METHODS: readonly PaymentMethod[] = PAYMENT_METHODS.filter((method) => method.enabled);

/** The same words the API refuses the pair with: PayPal does not take NGN. */
export const PAYPAL_NGN_UNAVAILABLE = 'PayPal does not support NGN. Choose Paystack or pay in USD.';

/** Why a method cannot be used in this currency, or null when it can. */
export function unavailableReason(methodId: string, currency: Currency): string | null {
  return methodId === 'paypal' && currency === 'NGN' ? PAYPAL_NGN_UNAVAILABLE : null;
}

/** The chosen method if it is offered and usable in this currency; otherwise none is chosen. */
export function usablePaymentMethod(methodId: string | null, currency: Currency): string | null {
  if (!methodId || !OFFERED_PAYMENT_METHODS.some((method) => method.id === methodId)) return null;
  return unavailableReason(methodId, currency) ? null : methodId;
}
