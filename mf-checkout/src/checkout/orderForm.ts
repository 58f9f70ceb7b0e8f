// The form as the order sends it: an order of downloads sends no address, even one typed before the cart changed
// (the draft keeps it, should a physical product come back).
import type { CheckoutForm } from '@storefront/shared';

export function orderForm(form: CheckoutForm, ships: boolean): CheckoutForm {
  return ships ? form : { ...form, country: '', state: '', city: '', street: '', postalCode: '' };
}
