// Which e-mail placed which order, remembered in sessionStorage so this tab can prove it owns its recent orders
// (the order lookup's `X-Order-Email`). Bounded to the last few orders; anything stored that fails validation is dropped.
import { EMAIL_MAX_LENGTH, ORDER_ID_MAX_LENGTH } from '@storefront/shared/limits';

export const ORDER_EMAILS_KEY = 'orderEmails';
export const REMEMBERED_ORDERS = 10;

interface OrderEmail {
  orderId: string;
  email: string;
}

const EMAIL_SHAPE = /^[^\s@]+@[^\s@]+$/;

function isOrderEmail(value: unknown): value is OrderEmail {
  if (value === null || typeof value !== 'object') return false;
  const { orderId, email } = value as Record<string, unknown>;
  return (
    typeof orderId === 'string' &&
    orderId !== '' &&
    orderId.length <= ORDER_ID_MAX_LENGTH &&
    typeof email === 'string' &&
    email.length <= EMAIL_MAX_LENGTH &&
    EMAIL_SHAPE.test(email)
  );
}

function readAll(storage: Storage | null): OrderEmail[] {
  try {
    const stored: unknown = JSON.parse(storage?.getItem(ORDER_EMAILS_KEY) ?? '[]');
    return Array.isArray(stored) ? stored.filter(isOrderEmail).slice(-REMEMBERED_ORDERS) : [];
  } catch {
    return [];
  }
}

/** The e-mail remembered for the order, or null when this tab never placed or proved it. */
export function orderEmailFor(storage: Storage | null, orderId: string): string | null {
  return readAll(storage).find((entry) => entry.orderId === orderId)?.email ?? null;
}

/** Remembers (or refreshes) the order's e-mail as the newest entry, forgetting the oldest beyond the bound. */
export function rememberOrderEmail(storage: Storage | null, orderId: string, email: string): void {
  const entry = { orderId, email: email.trim() };
  if (!isOrderEmail(entry)) return;
  const kept = readAll(storage).filter((earlier) => earlier.orderId !== orderId);
  try {
    storage?.setItem(ORDER_EMAILS_KEY, JSON.stringify([...kept, entry].slice(-REMEMBERED_ORDERS)));
  } catch {
    // A full or disabled storage: the confirmation page asks for the e-mail instead.
  }
}

/** Forgets an e-mail the API refused, so the page stops sending it. */
export function forgetOrderEmail(storage: Storage | null, orderId: string): void {
  const kept = readAll(storage).filter((entry) => entry.orderId !== orderId);
  try {
    storage?.setItem(ORDER_EMAILS_KEY, JSON.stringify(kept));
  } catch {
    // Nothing to do: a refused e-mail is only asked for again.
  }
}
