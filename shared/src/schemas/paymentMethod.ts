// The payment methods an order may name (SPEC §9: Paystack and PayPal enabled; Stripe disabled, so refused).
import { Type, type Static } from 'typebox';

export const PAYMENT_METHOD_IDS = ['paystack', 'paypal', 'no-payment'] as const;
export const PaymentMethodSchema = Type.Enum([...PAYMENT_METHOD_IDS]);
export type PaymentMethodId = Static<typeof PaymentMethodSchema>;
