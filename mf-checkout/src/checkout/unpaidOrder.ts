// The order this tab's cart was sent to a payment provider with, kept in sessionStorage across the provider's page:
// until that payment is verified as paid the cart stays, and the checkout can tell a returning shopper why it is still full.
export const UNPAID_ORDER_KEY = 'checkoutUnpaidOrder';

const MAX_ORDER_ID_LENGTH = 100;

export function rememberUnpaidOrder(storage: Storage | null, orderId: string): void {
  try {
    storage?.setItem(UNPAID_ORDER_KEY, orderId);
  } catch {
    // A full or disabled storage: the cart is still kept, only the returning shopper's message is lost.
  }
}

/** The order awaiting payment, or null when there is none or the stored value is not an order ID. */
export function loadUnpaidOrder(storage: Storage | null): string | null {
  try {
    const orderId = storage?.getItem(UNPAID_ORDER_KEY)?.trim();
    return orderId && orderId.length <= MAX_ORDER_ID_LENGTH ? orderId : null;
  } catch {
    return null;
  }
}

export function forgetUnpaidOrder(storage: Storage | null): void {
  try {
    storage?.removeItem(UNPAID_ORDER_KEY);
  } catch {
    // Nothing stored that could be read back.
  }
}
