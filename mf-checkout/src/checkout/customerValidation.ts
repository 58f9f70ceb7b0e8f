// Validates the customer fields the order needs (SPEC §5): first and last name, an e-mail that looks like one, a phone.
import type { CheckoutForm } from '@storefront/shared';
import { FIELD_MESSAGES } from './checkoutMessages';

export type ValidatedField = 'firstName' | 'lastName' | 'email' | 'phone';
export type FieldErrors = Partial<Record<ValidatedField, string>>;

/** "Looks like {email}": something, an @, something, a dot, something — no spaces. */
const EMAIL_SHAPE = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export function isEmail(value: string): boolean {
  return EMAIL_SHAPE.test(value.trim());
}

export function validateCustomer(form: Pick<CheckoutForm, ValidatedField>): FieldErrors {
  const errors: FieldErrors = {};
  if (!form.firstName.trim()) errors.firstName = FIELD_MESSAGES.firstNameRequired;
  if (!form.lastName.trim()) errors.lastName = FIELD_MESSAGES.lastNameRequired;
  if (!form.email.trim()) errors.email = FIELD_MESSAGES.emailRequired;
  else if (!isEmail(form.email)) errors.email = FIELD_MESSAGES.emailInvalid;
  if (!form.phone.trim()) errors.phone = FIELD_MESSAGES.phoneRequired;
  return errors;
}

export function hasErrors(errors: FieldErrors): boolean {
  return Object.keys(errors).length > 0;
}
