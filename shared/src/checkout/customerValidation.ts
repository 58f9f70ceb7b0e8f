// Validates the customer fields the order needs (SPEC §5): first and last name, an e-mail that looks like one, a phone
// number that is one (the rule place_order applies too).
import type { CheckoutForm } from '../types';
import { isEmailAddress } from '../email/emailAddress';
import { isPhoneNumber } from '../order/phoneNumber';
import { FIELD_MESSAGES } from './checkoutMessages';

export type CustomerField = 'firstName' | 'lastName' | 'email' | 'phone';
export type CustomerErrors = Partial<Record<CustomerField, string>>;

/** "Looks like {email}": the rule place_order applies too (shared/src/email/emailAddress.ts). */
export const isEmail = isEmailAddress;

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
