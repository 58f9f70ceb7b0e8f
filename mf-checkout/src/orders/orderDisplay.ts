// How the result pages show an order's amounts, dates, place names and payment method.
import { formatPrice, NO_PAYMENT_METHOD, PAYMENT_METHODS, toAmount, type Currency } from '@storefront/shared';
import { findCountry, statesOf } from '@storefront/shared/countries';
import { dateTimeFormat } from '@storefront/shared/money';

/** SPEC §2 "Order confirmation": what the Payment Information card says for an order placed without a method. */
export const NO_PAYMENT_METHOD_TEXT = 'Payment Pending (No Payment Method Selected)';

/** An API amount (number or numeric string) in the order's currency; empty when it is not a number. */
export function formatAmount(value: unknown, currency: Currency): string {
  const amount = toAmount(value);
  return amount === null ? '' : formatPrice(amount, currency);
}

const ORDER_DATE = { dateStyle: 'long', timeStyle: 'short' } as const;

export function formatOrderDate(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? iso : dateTimeFormat('en-US', ORDER_DATE).format(date);
}

export function paymentMethodLabel(methodId: string): string {
  if (methodId === NO_PAYMENT_METHOD) return NO_PAYMENT_METHOD_TEXT;
  return PAYMENT_METHODS.find((method) => method.id === methodId)?.name ?? methodId;
}

export function countryName(code: string): string {
  return findCountry(code)?.name ?? code;
}

export function stateName(countryCode: string, state: string): string {
  return statesOf(countryCode).find((option) => option.code === state)?.name ?? state;
}
