// Whether an order can be placed (SPEC §5): a valid customer, a non-empty cart and a chosen payment method.
import type { CheckoutForm } from '@storefront/shared';
import { OVERALL_MESSAGES, PAY_BUTTON_HINTS } from './checkoutMessages';
import { hasErrors, validateCustomer } from './customerValidation';

export interface OrderReadinessInput {
  form: CheckoutForm;
  cartLineCount: number;
  paymentMethod: string | null;
}

/** The hints under the disabled pay button, one per thing still missing; empty when the order can be placed. */
export function payButtonHints({ form, cartLineCount, paymentMethod }: OrderReadinessInput): string[] {
  const hints: string[] = [];
  if (hasErrors(validateCustomer(form))) hints.push(PAY_BUTTON_HINTS.invalidForm);
  if (cartLineCount === 0) hints.push(PAY_BUTTON_HINTS.emptyCart);
  if (!paymentMethod) hints.push(PAY_BUTTON_HINTS.noPaymentMethod);
  return hints;
}

/** The overall message when an order is attempted that cannot be placed, else null. */
export function orderBlocker({ form, cartLineCount, paymentMethod }: OrderReadinessInput): string | null {
  if (hasErrors(validateCustomer(form))) return OVERALL_MESSAGES.invalidForm;
  if (cartLineCount === 0) return OVERALL_MESSAGES.emptyCart;
  if (!paymentMethod) return OVERALL_MESSAGES.noPaymentMethod;
  return null;
}
