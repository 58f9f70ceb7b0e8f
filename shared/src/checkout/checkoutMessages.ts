// Every sentence the checkout screen shows, word for word from SPEC §4 "Checkout" and §5 "Validation rules"; the
// phone and address messages the SPEC lacks (decision 0015) follow the pattern of its own.
export const FIELD_MESSAGES = {
  firstNameRequired: 'First name is required',
  lastNameRequired: 'Last name is required',
  emailRequired: 'Email is required',
  emailInvalid: 'Email is invalid',
  phoneRequired: 'Phone number is required',
  phoneInvalid: 'Phone number is invalid: use at least 7 digits, with an optional +, spaces, dashes, dots or parentheses',
} as const;

/** Shown beside an address field an order with physical products leaves empty. */
export const ADDRESS_MESSAGES = {
  country: 'Country is required',
  state: 'State is required',
  city: 'City is required',
  street: 'Street address is required',
  postalCode: 'Postal code is required',
} as const;

/** Shown instead of the address fields when every line is a download. */
export const NO_SHIPPING_NOTE = 'Your order is delivered by download, so no shipping address is needed.';

/** Shown when an order is attempted that cannot be placed. */
export const OVERALL_MESSAGES = {
  invalidForm: 'Please fill in all required fields correctly.',
  emptyCart: 'Your cart is empty. Please add items before placing an order.',
  noPaymentMethod: 'Please select a payment method.',
} as const;

/** Shown under the disabled pay button, saying what is missing. */
export const PAY_BUTTON_HINTS = {
  invalidForm: 'Please fill in all required fields to continue',
  noPaymentMethod: 'Please select a payment method above to pay now',
  emptyCart: 'Your cart is empty. Please add items to place an order.',
} as const;

export const CHECKOUT_STATUS_MESSAGES = {
  processing: 'Processing Order...',
  redirectingToPayment: 'Order created! Redirecting to payment...',
  redirectingToConfirmation: 'Order placed successfully! Redirecting to confirmation page...',
  informationSaved: 'Order information saved successfully!',
} as const;
