// Whether an order can be placed (SPEC §5): a valid form (with the shipping address when it ships), a non-empty cart
// and a chosen payment method.
import type { CheckoutForm } from '../types';
import { OVERALL_MESSAGES, PAY_BUTTON_HINTS } from './checkoutMessages';
import { hasErrors, validateCheckout } from './checkoutValidation';

export interface OrderReadinessInput {
  form: CheckoutForm;
  /** The cart holds a physical product, so the order needs a shipping address. */
  ships: boolean;
  cartLineCount: number;
  paymentMethod: string | null;
}

/** The hints under the pay button, one per thing still missing; empty when the order can be placed. */
export function payButtonHints({ form, ships, cartLineCount, paymentMethod }: OrderReadinessInput): string[] {
  const hints: string[] = [];
  if (hasErrors(validateCheckout(form, ships))) hints.push(PAY_BUTTON_HINTS.invalidForm);
  if (cartLineCount === 0) hints.push(PAY_BUTTON_HINTS.emptyCart);
  if (!paymentMethod) hints.push(PAY_BUTTON_HINTS.noPaymentMethod);
  return hints;
}

/** The overall message when an order is attempted that cannot be placed, else null. */
export function orderBlocker({ form, ships, cartLineCount, paymentMethod }: OrderReadinessInput): string | null {
  if (hasErrors(validateCheckout(form, ships))) return OVERALL_MESSAGES.invalidForm;
  if (cartLineCount === 0) return OVERALL_MESSAGES.emptyCart;
  if (!paymentMethod) return OVERALL_MESSAGES.noPaymentMethod;
  return null;
}
