// The payment methods an order may name (SPEC §9: Paystack and PayPal enabled, Stripe disabled and refused),
// with their display names and the currencies each provider accepts.
import type { PaymentMethodId } from '@storefront/shared/schemas';
import type { Currency } from '../money';

const PAYMENT_METHODS: Record<PaymentMethodId, { name: string; currencies: readonly Currency[] }> = {
  paystack: { name: 'Paystack', currencies: ['USD', 'NGN'] },
  // PayPal does not support NGN.
  paypal: { name: 'PayPal', currencies: ['USD'] },
  'no-payment': { name: 'No payment method selected', currencies: ['USD', 'NGN'] },
};

export function paymentMethodName(id: string): string {
  return id in PAYMENT_METHODS ? PAYMENT_METHODS[id as PaymentMethodId].name : id;
}

export function acceptsCurrency(id: PaymentMethodId, currency: Currency): boolean {
  return PAYMENT_METHODS[id].currencies.includes(currency);
}
