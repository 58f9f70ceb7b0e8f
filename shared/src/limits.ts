// The longest text the API takes in the request fields a shopper types, as plain numbers: the schemas are built from
// them (schemas/*.ts) and the forms cap their fields with them, so a shopper is stopped where the API would refuse.
// No TypeBox here, so browser code imports this file (@storefront/shared/limits).

/** An e-mail address, wherever a request carries one. */
export const EMAIL_MAX_LENGTH = 254;

/** An order id, wherever a request names one. */
export const ORDER_ID_MAX_LENGTH = 100;

/** place_order's customer, address and note, by the checkout form's field names. */
export const ORDER_FIELD_LIMITS = {
  firstName: 100,
  lastName: 100,
  email: EMAIL_MAX_LENGTH,
  phone: 40,
  country: 100,
  state: 100,
  city: 100,
  street: 200,
  postalCode: 20,
  notes: 2000,
} as const;

/** contact_messages' fields. */
export const CONTACT_LIMITS = { name: 100, email: EMAIL_MAX_LENGTH, message: 5000 } as const;

/** The customer account's fields: its name and address as at checkout, and the password (argon2id takes any length,
 * the cap keeps one request's work bounded). */
export const ACCOUNT_LIMITS = {
  firstName: ORDER_FIELD_LIMITS.firstName,
  lastName: ORDER_FIELD_LIMITS.lastName,
  email: EMAIL_MAX_LENGTH,
  phone: ORDER_FIELD_LIMITS.phone,
  country: ORDER_FIELD_LIMITS.country,
  password: 1024,
  passwordMin: 8,
} as const;
