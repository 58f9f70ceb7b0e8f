import type { CheckoutForm } from '../types';
import { EMPTY_FORM } from './checkoutForm';
import { orderBlocker, payButtonHints } from './orderReadiness';

const form: CheckoutForm = { ...EMPTY_FORM, firstName: 'Ada', lastName: 'Lovelace', email: 'ada@example.com', phone: '+1 202 555 0100' };
const address = { country: 'US', state: 'NY', city: 'New York', street: '1 Broadway', postalCode: '10004' };
const ready = { form, ships: false, cartLineCount: 2, paymentMethod: 'paystack' };

describe('whether the order can be placed (SPEC §5)', () => {
  it('has no hints and no blocker when everything is there', () => {
    expect(payButtonHints(ready)).toEqual([]);
    expect(orderBlocker(ready)).toBeNull();
  });

  it('hints at each missing thing with the spec wording', () => {
    expect(payButtonHints({ form: EMPTY_FORM, ships: false, cartLineCount: 0, paymentMethod: null })).toEqual([
      'Please fill in all required fields to continue',
      'Your cart is empty. Please add items to place an order.',
      'Please select a payment method above to pay now',
    ]);
  });

  it('treats an invalid e-mail or phone as an unfilled form', () => {
    expect(payButtonHints({ ...ready, form: { ...form, email: 'nope' } })).toEqual(['Please fill in all required fields to continue']);
    expect(payButtonHints({ ...ready, form: { ...form, phone: 'abc' } })).toEqual(['Please fill in all required fields to continue']);
  });

  it('needs the shipping address only when the order ships', () => {
    expect(payButtonHints({ ...ready, ships: true })).toEqual(['Please fill in all required fields to continue']);
    expect(payButtonHints({ ...ready, ships: true, form: { ...form, ...address } })).toEqual([]);
  });

  it('gives the overall message of the first problem', () => {
    expect(orderBlocker({ ...ready, form: EMPTY_FORM })).toBe('Please fill in all required fields correctly.');
    expect(orderBlocker({ ...ready, ships: true })).toBe('Please fill in all required fields correctly.');
    expect(orderBlocker({ ...ready, cartLineCount: 0 })).toBe('Your cart is empty. Please add items before placing an order.');
    expect(orderBlocker({ ...ready, paymentMethod: null })).toBe('Please select a payment method.');
  });
});
