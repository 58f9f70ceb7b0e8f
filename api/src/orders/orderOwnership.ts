// Proof that a request comes from an order's buyer: the order's e-mail address, given in `X-Order-Email` (the
// lookup, renew, verify_payment) or a form field (track_order). Trimmed and compared case-insensitively.
import { ApiError } from '../http/ApiError';
import type { OrderRow } from '../db/schema';

export const WRONG_ORDER_EMAIL = 'The e-mail address does not match this order.';

export const sameEmail = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();

/** 'none' when no address was given (a blank header counts as none). */
export function orderEmailProof(order: OrderRow, given: string | undefined): 'owner' | 'none' | 'wrong' {
  if (given === undefined || given.trim() === '') return 'none';
  return sameEmail(order.customerEmail, given) ? 'owner' : 'wrong';
}

/** For routes that need the proof: 403 without it or with another address. */
export function requireOrderOwner(order: OrderRow, given: string | undefined): void {
  if (orderEmailProof(order, given) !== 'owner') throw new ApiError(403, WRONG_ORDER_EMAIL, { success: false });
}
