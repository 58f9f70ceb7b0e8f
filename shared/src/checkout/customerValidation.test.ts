import { isEmail, validateCustomer } from './customerValidation';

const valid = { firstName: 'Ada', lastName: 'Lovelace', email: 'ada@example.com', phone: '+44 20 7946 0000' };

describe('customer validation (SPEC §5)', () => {
  it('accepts a complete customer', () => {
    expect(validateCustomer(valid)).toEqual({});
  });

  it('requires first name, last name, e-mail and phone with the spec messages', () => {
    expect(validateCustomer({ firstName: '', lastName: ' ', email: '', phone: '' })).toEqual({
      firstName: 'First name is required',
      lastName: 'Last name is required',
      email: 'Email is required',
      phone: 'Phone number is required',
    });
  });

  it('says "Email is invalid" for an e-mail that does not look like one', () => {
    expect(validateCustomer({ ...valid, email: 'ada@example' }).email).toBe('Email is invalid');
  });

  it.each(['abc', '555 01', '+1 202 555 0100 ext. 3'])('says the phone %p is invalid', (phone) => {
    expect(validateCustomer({ ...valid, phone }).phone).toBe(
      'Phone number is invalid: use at least 7 digits, with an optional +, spaces, dashes, dots or parentheses',
    );
  });

  it.each(['ada@example.com', ' a.b+c@mail.example.org '])('%s looks like an e-mail', (email) => expect(isEmail(email)).toBe(true));
  it.each(['ada', 'ada@', '@example.com', 'ada @example.com', 'ada@example'])('%s does not', (email) => expect(isEmail(email)).toBe(false));
});
