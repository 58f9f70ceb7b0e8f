// The payment methods an order may name (SPEC §9: Paystack and PayPal enabled, Stripe disabled and refused), with
// their display names. Which currencies each takes is the checkout's rule (@storefront/shared/checkout, acceptsCurrency).
import type { PaymentMethodId } from '@storefront/shared/schemas';

const PAYMENT_METHODS: Record<PaymentMethodId, { name: string }> = {
  paystack: { name: 'Paystack' },
  paypal: { name: 'PayPal' },
  'no-payment': { name: 'No payment method selected' },
};

export function paymentMethodName(id: string): string {
  return id in PAYMENT_METHODS ? PAYMENT_METHODS[id as PaymentMethodId].name : id;
}
