import type { CheckoutForm } from '../types';
import { EMPTY_FORM } from './checkoutForm';
import { firstInvalidField, validateCheckout } from './checkoutValidation';

const customer = { firstName: 'Ada', lastName: 'Lovelace', email: 'ada@example.com', phone: '+1 202 555 0100' };
const form: CheckoutForm = { ...EMPTY_FORM, ...customer };

describe('checkout validation', () => {
  it('asks nothing of the address when the order ships nothing', () => {
    expect(validateCheckout(form, false)).toEqual({});
  });

  it('requires country, city, street and postal code of an order that ships', () => {
    expect(validateCheckout(form, true)).toEqual({
      country: 'Country is required',
      city: 'City is required',
      street: 'Street address is required',
      postalCode: 'Postal code is required',
    });
  });

  it('requires the state where the country has a state list, and only there', () => {
    const address = { city: 'Springfield', street: '1 Main St', postalCode: '12345' };
    expect(validateCheckout({ ...form, ...address, country: 'US' }, true)).toEqual({ state: 'State is required' });
    expect(validateCheckout({ ...form, ...address, country: 'NG' }, true)).toEqual({});
  });

  it('names the first invalid field in the order the form shows them', () => {
    expect(firstInvalidField(validateCheckout({ ...form, phone: 'abc' }, true))).toBe('phone');
    expect(firstInvalidField(validateCheckout({ ...form, country: 'US', state: 'NY', postalCode: '10004' }, true))).toBe('city');
    expect(firstInvalidField({})).toBeUndefined();
  });
});
