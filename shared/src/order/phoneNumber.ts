// What counts as a phone number at checkout, shared by the checkout form and POST /place_order so both refuse the same.
/** Digits with an optional leading +, and spaces, dashes, dots or parentheses between them. */
const PHONE_CHARACTERS = /^\+?[\d\s().-]+$/;
/** The shortest subscriber numbers still dialled in full; the longest an E.164 number can be. */
export const PHONE_MIN_DIGITS = 7;
export const PHONE_MAX_DIGITS = 15;

export function isPhoneNumber(value: string): boolean {
  const phone = value.trim();
  if (!PHONE_CHARACTERS.test(phone)) return false;
  const digits = phone.replace(/\D/g, '').length;
  return digits >= PHONE_MIN_DIGITS && digits <= PHONE_MAX_DIGITS;
}
