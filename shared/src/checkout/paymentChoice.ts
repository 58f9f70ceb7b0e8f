// The payment methods checkout offers (SPEC §9: Paystack and PayPal; Stripe is disabled and hidden) and when one is unavailable.
import { PAYMENT_METHODS } from '../constants';
import type { Currency, PaymentMethod } from '../types';

export const OFFERED_PAYMENT_METHODS: readonly PaymentMethod[] = PAYMENT_METHODS.filter((method) => method.enabled);

/** The same words the API refuses the pair with: PayPal does not take NGN. */
export const PAYPAL_NGN_UNAVAILABLE = 'PayPal does not support NGN. Choose Paystack or pay in USD.';

/** The currencies a provider takes, for those that do not take every currency: PayPal does not take NGN. */
const PROVIDER_CURRENCIES: Readonly<Record<string, readonly Currency[]>> = { paypal: ['USD'] };

/** Whether an order in this currency may be paid with this method (the API refuses the pair otherwise). */
export function acceptsCurrency(methodId: string, currency: Currency): boolean {
  return PROVIDER_CURRENCIES[methodId]?.includes(currency) ?? true;
}

/** Why a method cannot be used in this currency, or null when it can. */
export function unavailableReason(methodId: string, currency: Currency): string | null {
  if (acceptsCurrency(methodId, currency)) return null;
  return methodId === 'paypal' ? PAYPAL_NGN_UNAVAILABLE : `${methodId} does not support ${currency}.`;
}

/** The chosen method if it is offered and usable in this currency; otherwise none is chosen. */
export function usablePaymentMethod(methodId: string | null, currency: Currency): string | null {
  if (!methodId || !OFFERED_PAYMENT_METHODS.some((method) => method.id === methodId)) return null;
  return unavailableReason(methodId, currency) ? null : methodId;
}
