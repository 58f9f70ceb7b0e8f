// Validates the customer fields the order needs (SPEC §5): first and last name, an e-mail that looks like one, a phone
// number that is one (issue 22 §6, the rule place_order applies too).
import type { CheckoutForm } from '@storefront/shared';
import { isPhoneNumber } from '@storefront/shared/order';
import { FIELD_MESSAGES } from './checkoutMessages';

export type CustomerField = 'firstName' | 'lastName' | 'email' | 'phone';
export type CustomerErrors = Partial<Record<CustomerField, string>>;

/** "Looks like {email}": something, an @, something, a dot, something — no spaces. */
const EMAIL_SHAPE = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export function isEmail(value: string): boolean {
  return EMAIL_SHAPE.test(value.trim());
}

export function validateCustomer(form: Pick<CheckoutForm, CustomerField>): CustomerErrors {
  const errors: CustomerErrors = {};
  if (!form.firstName.trim()) errors.firstName = FIELD_MESSAGES.firstNameRequired;
  if (!form.lastName.trim()) errors.lastName = FIELD_MESSAGES.lastNameRequired;
  if (!form.email.trim()) errors.email = FIELD_MESSAGES.emailRequired;
  else if (!isEmail(form.email)) errors.email = FIELD_MESSAGES.emailInvalid;
  if (!form.phone.trim()) errors.phone = FIELD_MESSAGES.phoneRequired;
  else if (!isPhoneNumber(form.phone)) errors.phone = FIELD_MESSAGES.phoneInvalid;
  return errors;
}
