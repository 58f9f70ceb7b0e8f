// Validates the whole checkout form: the customer always, the shipping address only when the order ships something.
import type { CheckoutForm } from '../types';
import { ADDRESS_FIELDS, type AddressField } from '../order/shippingRules';
import { validateAddress } from './addressValidation';
import { validateCustomer, type CustomerField } from './customerValidation';

export type ValidatedField = CustomerField | AddressField;
export type FieldErrors = Partial<Record<ValidatedField, string>>;

/** The validated fields in the order the form shows them, so "the first error" is the first one on screen. */
export const VALIDATED_FIELDS: readonly ValidatedField[] = ['firstName', 'lastName', 'email', 'phone', ...ADDRESS_FIELDS];

export function validateCheckout(form: CheckoutForm, ships: boolean): FieldErrors {
  return { ...validateCustomer(form), ...(ships ? validateAddress(form) : {}) };
}

export function hasErrors(errors: FieldErrors): boolean {
  return Object.keys(errors).length > 0;
}

export function firstInvalidField(errors: FieldErrors): ValidatedField | undefined {
  return VALIDATED_FIELDS.find((field) => errors[field] !== undefined);
}
