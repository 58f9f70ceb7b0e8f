// What the order confirmation page says about an order's state: only a paid order (or one placed without a payment
// method, SPEC §2) reads "Order Confirmed!"; a pending, declined, cancelled or refunded order says which it is.
import { NO_PAYMENT_METHOD, type OrderLookup } from '@storefront/shared';

export type OrderTone = 'success' | 'warning' | 'error' | 'neutral';

export interface OrderStanding {
  heading: string;
  text: string;
  /** The Payment Status line of the Payment Information card. */
  paymentStatus: string;
  tone: OrderTone;
}

/** SPEC §2 "Order confirmation" success view. */
export const CONFIRMED: OrderStanding = {
  heading: 'Order Confirmed!',
  text: "Thank you for your order. We've received your order and will process it shortly",
  paymentStatus: 'Paid',
  tone: 'success',
};

const AWAITING_PAYMENT: OrderStanding = {
  heading: 'Awaiting Payment',
  text: 'We have saved your order, but its payment has not been confirmed yet. Nothing is delivered until it is paid.',
  paymentStatus: 'Pending',
  tone: 'warning',
};

const STANDINGS: Record<string, OrderStanding> = {
  paid: CONFIRMED,
  pending: AWAITING_PAYMENT,
  failed: {
    heading: 'Payment Declined',
    text: 'We have saved your order, but its payment did not go through. Nothing is delivered until it is paid.',
    paymentStatus: 'Declined',
    tone: 'error',
  },
  cancelled: {
    heading: 'Order Cancelled',
    text: 'This order was cancelled. Nothing will be delivered.',
    paymentStatus: 'Cancelled',
    tone: 'error',
  },
  refunded: {
    heading: 'Order Refunded',
    text: 'This order was refunded, so its downloads are no longer available.',
    paymentStatus: 'Refunded',
    tone: 'neutral',
  },
};

export function orderStanding(order: Pick<OrderLookup, 'status' | 'paymentMethod'>): OrderStanding {
  // An API that sends no status predates payment states: the spec's own view.
  if (order.status === undefined) return CONFIRMED;
  if (order.status === 'pending' && order.paymentMethod === NO_PAYMENT_METHOD) return { ...CONFIRMED, paymentStatus: 'Pending' };
  return STANDINGS[order.status] ?? AWAITING_PAYMENT;
}
