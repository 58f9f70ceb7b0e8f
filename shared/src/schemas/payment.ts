// Request and response schemas of POST /verify_payment (SPEC §3 "Order (from payment verification)").
import { Type, type Static } from 'typebox';
import { ORDER_ID_MAX_LENGTH } from '../limits';
import { CurrencySchema } from './currency';
import { DeliverySchema } from './delivery';
import { OrderCustomerSchema } from './order';
import { Nullable, Text } from './schemaHelpers';

export const VerifyPaymentBodySchema = Type.Object(
  {
    reference: Type.Optional(Nullable(Text({ maxLength: 200 }))),
    /** What the provider's redirect claimed. Logged, never trusted. */
    status: Type.Optional(Nullable(Text({ maxLength: 50 }))),
    orderId: Type.Optional(Nullable(Text({ maxLength: ORDER_ID_MAX_LENGTH }))),
  },
  { additionalProperties: false },
);

export const VerifiedOrderSchema = Type.Object({
  id: Type.String(),
  status: Type.String(),
  created_at: Type.String(),
  payment_method: Type.Object({ name: Type.String() }),
  total: Type.Number(),
  currency: CurrencySchema,
  customer: OrderCustomerSchema,
  items: Type.Array(
    Type.Object({
      title: Type.String(),
      selectedLicense: Nullable(Type.String()),
      size: Nullable(Type.String()),
      color: Nullable(Type.String()),
      quantity: Type.Integer(),
      unitPrice: Type.Number(),
      totalPrice: Type.Number(),
    }),
  ),
  /** Present when the order is paid and the request proved it is the buyer's (api/src/payments/paymentRoutes.ts). */
  deliveries: Type.Optional(Type.Array(DeliverySchema)),
});
export type VerifiedOrder = Static<typeof VerifiedOrderSchema>;

export const PaymentStatusSchema = Type.Enum(['success', 'failed', 'pending']);

export const VerifyPaymentResponseSchema = Type.Object({
  success: Type.Boolean(),
  payment_status: PaymentStatusSchema,
  order: VerifiedOrderSchema,
  message: Type.String(),
});
