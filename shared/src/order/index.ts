// @storefront/shared/order: the rules an order must meet on both sides of the API — which lines need shipping, which
// address fields are then required, what counts as a phone number — how a line's variant is written, what checkout
// says when placing an order or verifying its payment fails, and the Idempotency-Key of an order attempt. No store
// and no React: checkout validates with these, and the API refuses what they refuse. And the order payload checkout
// sends (buildOrderPayload), here rather than in the main entry since only checkout needs it (decision 0045); it takes
// the price rules from the singleton, so the API's bundle, which never calls it, leaves it out.
export { ADDRESS_FIELDS, missingAddressFields, needsShipping, type AddressField, type AddressInput } from './shippingRules';
export { PHONE_MAX_DIGITS, PHONE_MIN_DIGITS, isPhoneNumber } from './phoneNumber';
export { describeVariant } from '../cart/lineKey';
export { createIdempotencyKey } from './idempotencyKey';
export { placeOrderErrorMessage, rejectedOrderMessage, failedVerificationMessage, verificationErrorMessage } from './orderMessages';
export { buildOrderPayload, type BuildOrderPayloadArgs } from './buildOrderPayload';
