// One Idempotency-Key per order attempt: the same order sent again (a double click, a retry after a lost answer,
// even after a reload) reuses the key and the exact body, so the server answers it once; a changed order gets a new key.
import type { OrderPayload } from '@storefront/shared';
import { createIdempotencyKey } from '@storefront/shared/order';

export interface OrderAttempt {
  idempotencyKey: string;
  /** The order without its timestamp: what decides "the same order again". */
  signature: string;
  payload: OrderPayload;
}

export const ORDER_ATTEMPT_KEY = 'checkoutAttempt';

export function orderSignature(payload: OrderPayload): string {
  const { orderDate: _sentAt, ...order } = payload;
  return JSON.stringify(order);
}

/** The earlier attempt if it sends the same order, else a new attempt with a fresh key. */
export function attemptFor(payload: OrderPayload, earlier: OrderAttempt | null): OrderAttempt {
  const signature = orderSignature(payload);
  if (earlier && earlier.signature === signature) return earlier;
  return { idempotencyKey: createIdempotencyKey(), signature, payload };
}

export function loadAttempt(storage: Storage | null): OrderAttempt | null {
  try {
    const parsed = JSON.parse(storage?.getItem(ORDER_ATTEMPT_KEY) ?? 'null') as Partial<OrderAttempt> | null;
    const payload = parsed?.payload;
    if (typeof parsed?.idempotencyKey !== 'string' || !payload || typeof payload !== 'object' || typeof payload.orderDate !== 'string') return null;
    // Recomputed, so a stored attempt can only ever be reused for exactly the order it sent.
    return { idempotencyKey: parsed.idempotencyKey, payload, signature: orderSignature(payload) };
  } catch {
    return null;
  }
}

export function saveAttempt(storage: Storage | null, attempt: OrderAttempt | null): void {
  try {
    if (attempt) storage?.setItem(ORDER_ATTEMPT_KEY, JSON.stringify({ idempotencyKey: attempt.idempotencyKey, payload: attempt.payload }));
    else storage?.removeItem(ORDER_ATTEMPT_KEY);
  } catch {
    // Kept in memory only: a retry in this page still reuses the key.
  }
}
