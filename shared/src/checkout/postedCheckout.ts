// What a shopper last posted with the checkout form without the page's scripts (decision 0066): what they typed, the
// payment method they chose, the messages the server answered with and when. The server keeps it beside the
// shopper's record and renders /checkout from it; the scripted checkout takes it over when it is newer than its own draft.
import type { CheckoutForm } from '../types';
import { checkoutFormFrom } from './checkoutForm';
import { VALIDATED_FIELDS, type FieldErrors } from './checkoutValidation';

/** The Save Information button keeps the form; Place Order places the order. */
export const CHECKOUT_INTENTS = { save: 'save', order: 'order' } as const;
export type CheckoutIntent = (typeof CHECKOUT_INTENTS)[keyof typeof CHECKOUT_INTENTS];

/**
 * The posted form's fields besides the CheckoutForm's own (which keep their names). `attempt` names the page's
 * attempt at the order: the `postedAt` of the posted checkout the page was rendered from, or 0.
 */
export const CHECKOUT_POST_FIELDS = { intent: 'intent', paymentMethod: 'paymentMethod', attempt: 'attempt' } as const;

/** The `attempt` a page rendered from `posted` sends. */
export const checkoutAttempt = (posted: Pick<PostedCheckout, 'postedAt'> | null): string => String(posted?.postedAt ?? 0);

export interface CheckoutNotice {
  kind: 'saved' | 'refused';
  message: string;
}

export interface PostedCheckout {
  form: CheckoutForm;
  paymentMethod: string | null;
  /** Each refused field's message. */
  errors: FieldErrors;
  /** The sentence under the pay button: saved, or why the order was not placed; null when there is none. */
  notice: CheckoutNotice | null;
  /** When it was posted, in ms since 1970. */
  postedAt: number;
}

const MAX_MESSAGE_LENGTH = 500;
const MAX_METHOD_LENGTH = 50;

const text = (value: unknown, max: number): string | null => (typeof value === 'string' && value !== '' ? value.slice(0, max) : null);

/** A posted checkout from anywhere (a database row, the page's state), or null when it is not one. */
export function postedCheckoutFrom(value: unknown): PostedCheckout | null {
  if (value === null || typeof value !== 'object' || Array.isArray(value)) return null;
  const source = value as Record<string, unknown>;
  const form = checkoutFormFrom(source.form);
  if (!form || typeof source.postedAt !== 'number' || !Number.isFinite(source.postedAt)) return null;
  const errors: FieldErrors = {};
  const storedErrors = source.errors !== null && typeof source.errors === 'object' ? (source.errors as Record<string, unknown>) : {};
  for (const field of VALIDATED_FIELDS) {
    const message = text(storedErrors[field], MAX_MESSAGE_LENGTH);
    if (message) errors[field] = message;
  }
  const notice = source.notice as Record<string, unknown> | null | undefined;
  const noticeMessage = notice && typeof notice === 'object' ? text(notice.message, MAX_MESSAGE_LENGTH) : null;
  return {
    form,
    paymentMethod: text(source.paymentMethod, MAX_METHOD_LENGTH),
    errors,
    notice: noticeMessage && (notice!.kind === 'saved' || notice!.kind === 'refused') ? { kind: notice!.kind, message: noticeMessage } : null,
    postedAt: source.postedAt,
  };
}
