// The checkout form's fields as both sides read them: empty, cut to the API's limits, and taken from anything (a
// stored draft, a posted form), where what is not a string is left empty and unknown fields are dropped.
import type { CheckoutForm } from '../types';
import { ORDER_FIELD_LIMITS } from '../limits';

/** The longest value each field keeps: the API's own limits. */
export const FIELD_MAX_LENGTH: Readonly<Record<keyof CheckoutForm, number>> = ORDER_FIELD_LIMITS;

export const EMPTY_FORM: CheckoutForm = {
  firstName: '',
  lastName: '',
  email: '',
  phone: '',
  country: '',
  state: '',
  city: '',
  street: '',
  postalCode: '',
  notes: '',
};

export const CHECKOUT_FORM_FIELDS = Object.keys(EMPTY_FORM) as (keyof CheckoutForm)[];

/** The form in `value`, or null when `value` is not an object. */
export function checkoutFormFrom(value: unknown): CheckoutForm | null {
  if (value === null || typeof value !== 'object' || Array.isArray(value)) return null;
  const form = { ...EMPTY_FORM };
  for (const field of CHECKOUT_FORM_FIELDS) {
    const entry = (value as Record<string, unknown>)[field];
    if (typeof entry === 'string') form[field] = entry.slice(0, FIELD_MAX_LENGTH[field]);
  }
  return form;
}
