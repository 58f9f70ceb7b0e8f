import { isPhoneNumber } from './phoneNumber';

describe('a phone number', () => {
  it.each(['+1 202 555 0100', '+2348012345678', '(020) 7946-0000', '020.7946.0000', ' 5550100 '])('accepts %s', (phone) =>
    expect(isPhoneNumber(phone)).toBe(true),
  );
  it.each(['abc', '', '   ', '555 010', '+1 202 555 0100 ext 2', '1+202 555 0100', '+1 (202) 555-0100 1234 5', '--- ...'])('refuses %p', (phone) =>
    expect(isPhoneNumber(phone)).toBe(false),
  );
});
