// The orders' tables (migrations 0001, 0002, 0005, 0007 and 0018). Only the orders module reads or writes them; other
// modules ask its functions.
import { integer, jsonb, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { money, moment } from '../db/columns';
import type { Currency } from '../money';

export type OrderStatus = 'pending' | 'paid' | 'failed' | 'cancelled' | 'refunded';

export const orders = pgTable('orders', {
  id: text('id').primaryKey(),
  status: text('status').$type<OrderStatus>().notNull().default('pending'),
  customerFirstName: text('customer_first_name').notNull(),
  customerLastName: text('customer_last_name').notNull(),
  customerEmail: text('customer_email').notNull(),
  customerPhone: text('customer_phone').notNull(),
  addressCountry: text('address_country').notNull().default(''),
  addressState: text('address_state').notNull().default(''),
  addressCity: text('address_city').notNull().default(''),
  addressStreet: text('address_street').notNull().default(''),
  addressPostalCode: text('address_postal_code').notNull().default(''),
  currency: text('currency').$type<Currency>().notNull(),
  paymentMethod: text('payment_method').notNull(),
  notes: text('notes').notNull().default(''),
  subtotal: money('subtotal').notNull(),
  tax: money('tax').notNull(),
  discount: money('discount').notNull(),
  total: money('total').notNull(),
  orderDate: moment('order_date'),
  createdAt: moment('created_at').notNull().defaultNow(),
  updatedAt: moment('updated_at').notNull().defaultNow(),
  /** When the order was marked paid (set once, by the conditional update in orderPayment.ts). */
  paidAt: moment('paid_at'),
  /** The provider reference that paid it; unique, so one payment can never pay two orders. */
  paymentReference: text('payment_reference').unique(),
  /** When the order was refunded (orders/refundOrder.ts); its entitlements are revoked in the same transaction. */
  refundedAt: moment('refunded_at'),
  /** The customer account the order belongs to (migration 0018): placed signed in, or joined once the address was confirmed. */
  customerId: text('customer_id'),
});

export const orderItems = pgTable(
  'order_items',
  {
    orderId: text('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    lineNumber: integer('line_number').notNull(),
    /** References products(id) in the migration: a foreign key across modules is declared in SQL only. */
    productId: integer('product_id').notNull(),
    title: text('title').notNull(),
    licenseType: text('license_type'),
    /** The chosen size and colour name (migration 0007); null when the product has none. */
    size: text('size'),
    color: text('color'),
    quantity: integer('quantity').notNull(),
    unitPrice: money('unit_price').notNull(),
    totalPrice: money('total_price').notNull(),
  },
  (table) => [primaryKey({ columns: [table.orderId, table.lineNumber] })],
);

export const idempotencyKeys = pgTable('idempotency_keys', {
  key: text('key').primaryKey(),
  requestHash: text('request_hash').notNull(),
  responseStatus: integer('response_status'),
  responseBody: jsonb('response_body'),
  orderId: text('order_id').references(() => orders.id, { onDelete: 'cascade' }),
  createdAt: moment('created_at').notNull().defaultNow(),
});

export type OrderRow = typeof orders.$inferSelect;
export type OrderItemRow = typeof orderItems.$inferSelect;
