import type { CheckoutForm } from '@storefront/shared';
import { EMPTY_FORM } from './checkoutDraft';
import { orderBlocker, payButtonHints } from './orderReadiness';

const form: CheckoutForm = { ...EMPTY_FORM, firstName: 'Ada', lastName: 'Lovelace', email: 'ada@example.com', phone: '123' };
const ready = { form, cartLineCount: 2, paymentMethod: 'paystack' };

describe('whether the order can be placed (SPEC §5)', () => {
  it('has no hints and no blocker when everything is there', () => {
    expect(payButtonHints(ready)).toEqual([]);
    expect(orderBlocker(ready)).toBeNull();
  });

  it('hints at each missing thing with the spec wording', () => {
    expect(payButtonHints({ form: EMPTY_FORM, cartLineCount: 0, paymentMethod: null })).toEqual([
      'Please fill in all required fields to continue',
      'Your cart is empty. Please add items to place an order.',
      'Please select a payment method above to pay now',
    ]);
  });

  it('treats an invalid e-mail as an unfilled form', () => {
    expect(payButtonHints({ ...ready, form: { ...form, email: 'nope' } })).toEqual(['Please fill in all required fields to continue']);
  });

  it('gives the overall message of the first problem', () => {
    expect(orderBlocker({ ...ready, form: EMPTY_FORM })).toBe('Please fill in all required fields correctly.');
    expect(orderBlocker({ ...ready, cartLineCount: 0 })).toBe('Your cart is empty. Please add items before placing an order.');
    expect(orderBlocker({ ...ready, paymentMethod: null })).toBe('Please select a payment method.');
  });
});
