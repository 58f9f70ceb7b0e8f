import { EMPTY_FORM } from './checkoutForm';
import { postedCheckoutFrom } from './postedCheckout';

describe('a posted checkout read back (decision 0066)', () => {
  it('keeps the form, the choice, the known fields’ messages and the notice', () => {
    const posted = {
      form: { ...EMPTY_FORM, firstName: 'Ada' },
      paymentMethod: 'paystack',
      errors: { email: 'Email is invalid' },
      notice: { kind: 'saved', message: 'Order information saved successfully!' },
      postedAt: 5,
    };
    expect(postedCheckoutFrom(posted)).toEqual(posted);
  });

  it('drops what is not one, field by field, and cuts values to their limits', () => {
    expect(postedCheckoutFrom(null)).toBeNull();
    expect(postedCheckoutFrom({ form: {} })).toBeNull();
    expect(postedCheckoutFrom({ form: 'x', postedAt: 1 })).toBeNull();
    const read = postedCheckoutFrom({
      form: { firstName: 'x'.repeat(500), phone: 7, admin: true },
      paymentMethod: { id: 'paystack' },
      errors: { email: 3, admin: 'no', phone: 'Phone number is required' },
      notice: { kind: 'shouted', message: 'hi' },
      postedAt: 1,
    })!;
    expect(read.form.firstName).toHaveLength(100);
    expect(read.form.phone).toBe('');
    expect(read.form).not.toHaveProperty('admin');
    expect(read.paymentMethod).toBeNull();
    expect(read.errors).toEqual({ phone: 'Phone number is required' });
    expect(read.notice).toBeNull();
  });
});
