// Request and response schemas of POST /track_order: an order id and its billing e-mail → status and items.
import { Type } from 'typebox';
import { Text } from '../http/schemaHelpers';
import { DeliverySchema } from '../fulfilment/deliverySchema';
import { OrderItemLookupSchema } from '../orders/orderSchemas';

export const TrackOrderBodySchema = Type.Object(
  {
    orderId: Text({ minLength: 1, maxLength: 100 }),
    email: Type.String({ format: 'email', maxLength: 254 }),
  },
  { additionalProperties: false },
);

export const TrackedOrderSchema = Type.Object({
  id: Type.String(),
  status: Type.String(),
  created_at: Type.String(),
  items: Type.Array(OrderItemLookupSchema),
  total: Type.Number(),
  currency: Type.String(),
  /** Empty unless the order was paid. */
  deliveries: Type.Array(DeliverySchema),
});

export const TrackOrderResponseSchema = Type.Object({ success: Type.Boolean(), order: TrackedOrderSchema });

/** One answer for "no such order" and "wrong e-mail", so the endpoint never reveals which order ids exist. */
export const NO_MATCHING_ORDER = 'No order matches that order ID and billing e-mail.';
