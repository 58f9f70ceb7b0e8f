// Request and response schemas of POST /track_order: an order id and its billing e-mail → status and items.
import { Type, type Static } from 'typebox';
import { EMAIL_MAX_LENGTH, ORDER_ID_MAX_LENGTH } from '../limits';
import { CurrencySchema } from './currency';
import { DeliverySchema } from './delivery';
import { OrderItemLookupSchema } from './order';
import { EmailAddress, Text } from './schemaHelpers';

export const TrackOrderBodySchema = Type.Object(
  {
    orderId: Text({ minLength: 1, maxLength: ORDER_ID_MAX_LENGTH }),
    email: EmailAddress(EMAIL_MAX_LENGTH),
  },
  { additionalProperties: false },
);
export type TrackOrderBody = Static<typeof TrackOrderBodySchema>;

export const TrackedOrderSchema = Type.Object({
  id: Type.String(),
  status: Type.String(),
  created_at: Type.String(),
  items: Type.Array(OrderItemLookupSchema),
  total: Type.Number(),
  currency: CurrencySchema,
  /** Empty unless the order was paid and the request carries the order's proof (the browser that placed it). */
  deliveries: Type.Array(DeliverySchema),
});
export type TrackedOrder = Static<typeof TrackedOrderSchema>;

export const TrackOrderResponseSchema = Type.Object({
  success: Type.Boolean(),
  order: TrackedOrderSchema,
  /** Set when the order's link was sent to its e-mail address instead of showing what it delivers here. */
  message: Type.Optional(Type.String()),
});

export const TRACKED_ORDER_LINK_SENT = 'We have sent a link to this order, with its downloads, to its billing e-mail address.';

/** One answer for "no such order" and "wrong e-mail", so the endpoint never reveals which order ids exist. */
export const NO_MATCHING_ORDER = 'No order matches that order ID and billing e-mail.';
