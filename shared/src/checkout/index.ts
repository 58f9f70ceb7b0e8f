// @storefront/shared/checkout: the checkout form's rules, for the scripted checkout and the server's form handler
// alike (decision 0066): its fields and limits, the validation with SPEC §5's messages, whether an order can be
// placed, and what a form posted without scripts leaves for the page. No store and no React.
export { EMPTY_FORM, FIELD_MAX_LENGTH, CHECKOUT_FORM_FIELDS, checkoutFormFrom } from './checkoutForm';
export { FIELD_MESSAGES, ADDRESS_MESSAGES, NO_SHIPPING_NOTE, OVERALL_MESSAGES, PAY_BUTTON_HINTS, CHECKOUT_STATUS_MESSAGES } from './checkoutMessages';
export { validateCustomer, isEmail, type CustomerField, type CustomerErrors } from './customerValidation';
export { validateAddress, type AddressErrors } from './addressValidation';
export { validateCheckout, hasErrors, firstInvalidField, VALIDATED_FIELDS, type ValidatedField, type FieldErrors } from './checkoutValidation';
export { payButtonHints, orderBlocker, type OrderReadinessInput } from './orderReadiness';
export {
  CHECKOUT_INTENTS,
  CHECKOUT_POST_FIELDS,
  checkoutAttempt,
  postedCheckoutFrom,
  type CheckoutIntent,
  type CheckoutNotice,
  type PostedCheckout,
} from './postedCheckout';
export { acceptsCurrency, OFFERED_PAYMENT_METHODS, PAYPAL_NGN_UNAVAILABLE, unavailableReason, usablePaymentMethod } from './paymentChoice';
