// Request and response schemas of POST /place_order and GET /orders/:orderId (SPEC §3 "Order payload" and
// "Order (from lookup)"). Bodies are strict: unknown fields are refused and nothing is coerced.
import { Type, type Static } from 'typebox';
import { EMAIL_MAX_LENGTH, ORDER_FIELD_LIMITS as LIMITS } from '../limits';
import { CurrencySchema } from './currency';
import { DeliverySchema } from './delivery';
import { PaymentMethodSchema } from './paymentMethod';
import { EmailAddress, MAX_INTEGER_ID, Nullable, StorableDateTime, Text } from './schemaHelpers';

const strict = { additionalProperties: false } as const;
const RequiredText = (maxLength: number) => Text({ minLength: 1, maxLength });
const OptionalText = (maxLength: number) => Type.Optional(Text({ maxLength }));
const Amount = Type.Number({ minimum: 0 });

export const OrderCustomerInputSchema = Type.Object(
  {
    firstName: RequiredText(LIMITS.firstName),
    lastName: RequiredText(LIMITS.lastName),
    email: EmailAddress(LIMITS.email),
    phone: RequiredText(LIMITS.phone),
  },
  strict,
);

/**
 * Every field may be empty here: whether the order needs them depends on its lines (an order of downloads ships
 * nothing), which the API's addressRules.ts judges with the rule checkout applies.
 */
export const OrderAddressInputSchema = Type.Object(
  {
    country: OptionalText(LIMITS.country),
    state: OptionalText(LIMITS.state),
    city: OptionalText(LIMITS.city),
    street: OptionalText(LIMITS.street),
    postalCode: OptionalText(LIMITS.postalCode),
  },
  strict,
);

export const OrderItemInputSchema = Type.Object(
  {
    productId: Type.Integer({ minimum: 1, maximum: MAX_INTEGER_ID }),
    title: OptionalText(300),
    quantity: Type.Integer({ minimum: 1, maximum: 100 }),
    /** A license type for licensed products; null or absent for the rest. */
    selectedLicense: Type.Optional(Nullable(Text({ minLength: 1, maxLength: 50 }))),
    /** One of the product's own sizes, required when it has sizes; null or absent otherwise. */
    size: Type.Optional(Nullable(Text({ minLength: 1, maxLength: 50 }))),
    /** The name of one of the product's own colours, required when it has colours; null or absent otherwise. */
    color: Type.Optional(Nullable(Text({ minLength: 1, maxLength: 50 }))),
    unitPrice: Amount,
    totalPrice: Amount,
    currency: CurrencySchema,
  },
  strict,
);

export const OrderTotalsSchema = Type.Object({ subtotal: Amount, tax: Amount, discount: Amount, total: Amount }, strict);
export type OrderTotals = Static<typeof OrderTotalsSchema>;

export const PlaceOrderBodySchema = Type.Object(
  {
    customer: OrderCustomerInputSchema,
    /** Absent for an order of downloads, which ships nothing. */
    address: Type.Optional(OrderAddressInputSchema),
    // As many lines as a cart holds (MAX_CART_LINES), so a full cart can be checked out.
    items: Type.Array(OrderItemInputSchema, { minItems: 1, maxItems: 100 }),
    totals: OrderTotalsSchema,
    currency: CurrencySchema,
    paymentMethod: PaymentMethodSchema,
    notes: Type.Optional(Nullable(Text({ maxLength: LIMITS.notes }))),
    orderDate: Type.Optional(StorableDateTime()),
  },
  strict,
);
export type PlaceOrderBody = Static<typeof PlaceOrderBodySchema>;

export const IdempotencyHeadersSchema = Type.Object({
  'idempotency-key': Type.Optional(Type.String({ minLength: 1, maxLength: 255, pattern: '^[\\x21-\\x7E]+$' })),
});

export const PlaceOrderResponseSchema = Type.Object({
  success: Type.Boolean(),
  order_id: Type.String(),
  payment_url: Nullable(Type.String()),
  message: Type.String(),
});
export type PlaceOrderResponse = Static<typeof PlaceOrderResponseSchema>;

export const OrderCustomerSchema = Type.Object({
  first_name: Type.String(),
  last_name: Type.String(),
  email: Type.String(),
  phone: Type.String(),
});
export type OrderCustomer = Static<typeof OrderCustomerSchema>;

/** One line of an order as the lookup and tracking answers show it (SPEC §3 "Order (from lookup)"). */
export const OrderItemLookupSchema = Type.Object({
  title: Type.String(),
  license_type: Nullable(Type.String()),
  size: Nullable(Type.String()),
  color: Nullable(Type.String()),
  quantity: Type.Integer(),
  total_price: Type.Number(),
});
export type OrderItemLookup = Static<typeof OrderItemLookupSchema>;

export const OrderLookupSchema = Type.Object({
  id: Type.String(),
  status: Type.String(),
  customer: OrderCustomerSchema,
  address: Type.Object({
    street: Type.String(),
    city: Type.String(),
    state: Type.String(),
    postalCode: Type.String(),
    country: Type.String(),
  }),
  order_items: Type.Array(OrderItemLookupSchema),
  total: Type.Number(),
  currency: CurrencySchema,
  paymentMethod: Type.String(),
  created_at: Type.String(),
});
export type OrderLookup = Static<typeof OrderLookupSchema>;

/**
 * The lookup answer: the full order for its buyer (`access: 'owner'`, proven by the browser's order proof cookie or
 * the e-mail link's `X-Order-Access` token, with what it delivers), else personal data masked (`access: 'masked'`,
 * no deliveries).
 */
export const OrderLookupAnswerSchema = Type.Object({
  ...OrderLookupSchema.properties,
  access: Type.Enum(['owner', 'masked']),
  deliveries: Type.Optional(Type.Array(DeliverySchema)),
});
export type OrderLookupAnswer = Static<typeof OrderLookupAnswerSchema>;
export type OrderAccess = OrderLookupAnswer['access'];

export const OrderLookupResponseSchema = Type.Object({ success: Type.Boolean(), order: OrderLookupAnswerSchema });

/** The order e-mail link's access token (`?access=` on the order page), sent back by the page as proof of ownership. */
export const OrderAccessHeadersSchema = Type.Object({
  'x-order-access': Type.Optional(Text({ maxLength: 100 })),
});

/** POST /orders/{id}/access_link: the address the buyer typed; the link goes only to the order's own. */
export const OrderAccessLinkBodySchema = Type.Object({ email: EmailAddress(EMAIL_MAX_LENGTH) }, { additionalProperties: false });
export const OrderAccessLinkResponseSchema = Type.Object({ success: Type.Boolean(), message: Type.String() });
export type OrderAccessLinkResponse = Static<typeof OrderAccessLinkResponseSchema>;

/** One answer whether or not the address is the order's, so the form reveals neither. */
export const ORDER_ACCESS_LINK_SENT = "If that is the order's e-mail address, a link to this order is on its way to it.";
