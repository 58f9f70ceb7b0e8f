// Types of orderBody.mjs for the journeys: the checkout's own payload types.
import type { Currency, OrderItemPayload, OrderPayload } from '@storefront/shared';

/** What a line needs of a product as the API answers it. */
export interface OrderedProduct {
  id: number;
  title: string;
  sizes?: string[] | null;
  colors?: { name: string }[] | null;
}

export const TEST_CUSTOMER: OrderPayload['customer'];
export const US_ADDRESS: OrderPayload['address'];
export function orderLine(
  product: OrderedProduct,
  options: { unitPrice: number; license?: string | null; quantity?: number; currency?: Currency },
): OrderItemPayload;
export function orderBody(options: {
  items: OrderItemPayload[];
  customer?: Partial<OrderPayload['customer']>;
  address?: OrderPayload['address'];
  currency?: Currency;
  paymentMethod?: string;
}): OrderPayload;
