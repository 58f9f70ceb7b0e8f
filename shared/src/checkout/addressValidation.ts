// Validates the shipping address an order with physical products needs (decision 0015), by the rule place_order applies.
import type { CheckoutForm } from '../types';
import { missingAddressFields, type AddressField } from '../order/shippingRules';
import { ADDRESS_MESSAGES } from './checkoutMessages';

export type AddressErrors = Partial<Record<AddressField, string>>;

export function validateAddress(form: Pick<CheckoutForm, AddressField>): AddressErrors {
  return Object.fromEntries(missingAddressFields(form).map((field) => [field, ADDRESS_MESSAGES[field]]));
}
