// Request and response schemas of the customer accounts' routes (/api/v1/web/account/*): signing up, verifying the
// e-mail address, signing in and out, the session, a forgotten password. Strict like every other body.
import { Type, type Static } from 'typebox';
import { ACCOUNT_LIMITS, ORDER_FIELD_LIMITS } from '../limits';
import { OrderLookupAnswerSchema } from './order';
import { EmailAddress, Text } from './schemaHelpers';

const strict = { additionalProperties: false } as const;

/** An account link's token: `<id>.<signature>` (api/src/accounts/accountLinks.ts). */
const LinkToken = () => Type.String({ minLength: 1, maxLength: 200 });
const Password = () => Type.String({ minLength: 1, maxLength: ACCOUNT_LIMITS.password });

export const SignUpBodySchema = Type.Object(
  {
    firstName: Text({ minLength: 1, maxLength: ACCOUNT_LIMITS.firstName, notBlank: true }),
    lastName: Text({ minLength: 1, maxLength: ACCOUNT_LIMITS.lastName, notBlank: true }),
    email: EmailAddress(ACCOUNT_LIMITS.email),
    password: Password(),
  },
  strict,
);
export type SignUpBody = Static<typeof SignUpBodySchema>;

export const CustomerSignInBodySchema = Type.Object(
  { email: Type.String({ minLength: 1, maxLength: ACCOUNT_LIMITS.email }), password: Password(), remember: Type.Boolean() },
  strict,
);
export type CustomerSignInBody = Static<typeof CustomerSignInBodySchema>;

export const EmailOnlyBodySchema = Type.Object({ email: EmailAddress(ACCOUNT_LIMITS.email) }, strict);
export type EmailOnlyBody = Static<typeof EmailOnlyBodySchema>;

export const VerifyEmailBodySchema = Type.Object({ token: LinkToken() }, strict);
export type VerifyEmailBody = Static<typeof VerifyEmailBodySchema>;

export const ResetPasswordBodySchema = Type.Object({ token: LinkToken(), password: Password() }, strict);
export type ResetPasswordBody = Static<typeof ResetPasswordBodySchema>;

export const CustomerSchema = Type.Object({
  id: Type.String(),
  firstName: Type.String(),
  lastName: Type.String(),
  email: Type.String(),
  phone: Type.String(),
  country: Type.String(),
  emailVerified: Type.Boolean(),
});
export type Customer = Static<typeof CustomerSchema>;

/**
 * The signed-in customer and the CSRF token every state-changing account call sends back in `X-CSRF-Token`; both
 * null when the browser is signed out. The session itself travels only in the HttpOnly cookie.
 */
export const CustomerSessionSchema = Type.Object({
  customer: Type.Union([CustomerSchema, Type.Null()]),
  csrfToken: Type.Union([Type.String(), Type.Null()]),
});
export type CustomerSession = Static<typeof CustomerSessionSchema>;

/** The answer of the calls whose answer must not tell whether an address has an account. */
export const AccountNoticeSchema = Type.Object({ success: Type.Boolean(), message: Type.String() });
export type AccountNotice = Static<typeof AccountNoticeSchema>;

/** 423 while sign-ins for an address from this client are refused after too many wrong passwords. */
export const AccountLockedBodySchema = Type.Object({ message: Type.String(), lockedUntil: Type.String({ format: 'date-time' }) });

export const AccountDetailsBodySchema = Type.Object(
  {
    firstName: Text({ minLength: 1, maxLength: ACCOUNT_LIMITS.firstName, notBlank: true }),
    lastName: Text({ minLength: 1, maxLength: ACCOUNT_LIMITS.lastName, notBlank: true }),
    phone: Text({ maxLength: ACCOUNT_LIMITS.phone }),
    country: Text({ maxLength: ACCOUNT_LIMITS.country }),
  },
  strict,
);
export type AccountDetailsBody = Static<typeof AccountDetailsBodySchema>;

export const ChangePasswordBodySchema = Type.Object({ currentPassword: Password(), newPassword: Password() }, strict);
export type ChangePasswordBody = Static<typeof ChangePasswordBodySchema>;

export const SavedAddressBodySchema = Type.Object(
  {
    firstName: Text({ minLength: 1, maxLength: ORDER_FIELD_LIMITS.firstName, notBlank: true }),
    lastName: Text({ minLength: 1, maxLength: ORDER_FIELD_LIMITS.lastName, notBlank: true }),
    phone: Text({ maxLength: ORDER_FIELD_LIMITS.phone }),
    street: Text({ minLength: 1, maxLength: ORDER_FIELD_LIMITS.street, notBlank: true }),
    city: Text({ minLength: 1, maxLength: ORDER_FIELD_LIMITS.city, notBlank: true }),
    state: Text({ maxLength: ORDER_FIELD_LIMITS.state }),
    postalCode: Text({ maxLength: ORDER_FIELD_LIMITS.postalCode }),
    country: Text({ minLength: 1, maxLength: ORDER_FIELD_LIMITS.country, notBlank: true }),
    isDefault: Type.Boolean(),
  },
  strict,
);
export type SavedAddressBody = Static<typeof SavedAddressBodySchema>;

export const SavedAddressSchema = Type.Object({ id: Type.String(), ...SavedAddressBodySchema.properties });
export type SavedAddress = Static<typeof SavedAddressSchema>;

export const SavedAddressesSchema = Type.Object({ addresses: Type.Array(SavedAddressSchema) });
export type SavedAddresses = Static<typeof SavedAddressesSchema>;

export const AddressIdParamsSchema = Type.Object({ addressId: Type.String({ format: 'uuid' }) });

/** The account's orders, newest first, each as its owner sees it on the order page (with what it delivers). */
export const AccountOrdersSchema = Type.Object({ orders: Type.Array(OrderLookupAnswerSchema) });
export type AccountOrders = Static<typeof AccountOrdersSchema>;

/** Deleting the account: its password again, as the confirmation. */
export const DeleteAccountBodySchema = Type.Object({ password: Password() }, strict);
export type DeleteAccountBody = Static<typeof DeleteAccountBodySchema>;
