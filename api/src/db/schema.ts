// The Drizzle schema for every table. It mirrors migrations/*.sql, which are what actually create the tables.
import { bigint, boolean, integer, jsonb, numeric, pgTable, primaryKey, text, timestamp, unique } from 'drizzle-orm/pg-core';
import type { Currency } from '../money';

/** Money columns: exact decimals with two places; Drizzle hands them over as strings such as "29.99". */
const money = (name: string) => numeric(name, { precision: 14, scale: 2 });
const moment = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

export interface ProductColor {
  bgColor: string;
  imgSrc: string;
  name: string;
  alt: string;
}

export const categories = pgTable('categories', {
  name: text('name').primaryKey(),
  slug: text('slug').notNull().unique(),
  imageUrl: text('image_url').notNull(),
  position: integer('position').notNull(),
});

export const products = pgTable('products', {
  id: integer('id').primaryKey(),
  title: text('title').notNull(),
  description: text('description').notNull(),
  categoryName: text('category_name')
    .notNull()
    .references(() => categories.name),
  imageUrl: text('image_url').notNull(),
  imageHoverUrl: text('image_hover_url').notNull(),
  imageAlt: text('image_alt').notNull(),
  imageWidth: integer('image_width').notNull(),
  imageHeight: integer('image_height').notNull(),
  sampleUrl: text('sample_url'),
  price: money('price').notNull(),
  oldPrice: money('old_price'),
  salePrice: money('sale_price'),
  isOnSale: boolean('is_on_sale').notNull().default(false),
  hotSale: boolean('hot_sale').notNull().default(false),
  salePercentage: text('sale_percentage'),
  saleBadge: text('sale_badge'),
  saleText: text('sale_text'),
  discountPercent: integer('discount_percent'),
  countdownSeconds: integer('countdown_seconds'),
  sizes: jsonb('sizes').$type<string[] | null>(),
  colors: jsonb('colors').$type<ProductColor[]>().notNull(),
  inStock: boolean('in_stock').notNull().default(true),
  available: integer('available').notNull(),
  sold: integer('sold').notNull(),
  progressBar: integer('progress_bar').notNull(),
  rating: integer('rating').notNull(),
  reviewCount: integer('review_count').notNull(),
  filterBrands: jsonb('filter_brands').$type<string[]>().notNull(),
  filterColors: jsonb('filter_colors').$type<string[]>().notNull(),
  filterSizes: jsonb('filter_sizes').$type<string[]>().notNull(),
  tabFilterOptions: jsonb('tab_filter_options').$type<string[]>().notNull(),
  tabFilterOptions2: jsonb('tab_filter_options2').$type<string[]>().notNull(),
  addToCartLabel: text('add_to_cart_label').notNull(),
  featuredRank: integer('featured_rank'),
  /** False: hidden by an operator — not listed, found or sold; past orders keep it (migration 0011). */
  visible: boolean('visible').notNull().default(true),
});

export const productPrices = pgTable(
  'product_prices',
  {
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    licenseType: text('license_type').notNull(),
    usdAmount: money('usd_amount').notNull(),
    ngnAmount: money('ngn_amount').notNull(),
  },
  (table) => [primaryKey({ columns: [table.productId, table.licenseType] })],
);

/** One row: the catalogue's version (bumped by triggers on every change) and the rate the listing's NGN prices used (migration 0013). */
export const catalogState = pgTable('catalog_state', {
  singleton: boolean('singleton').primaryKey().default(true),
  version: bigint('version', { mode: 'number' }).notNull().default(1),
  listingNgnPerUsd: numeric('listing_ngn_per_usd', { precision: 14, scale: 4 }),
});

/** What the store's list, filters and sorts read, one narrow row per product (migration 0013), kept by catalog/listingIndex.ts. */
export const productListing = pgTable('product_listing', {
  productId: integer('product_id')
    .primaryKey()
    .references(() => products.id, { onDelete: 'cascade' }),
  visible: boolean('visible').notNull(),
  categoryName: text('category_name').notNull(),
  inStock: boolean('in_stock').notNull(),
  onSale: boolean('on_sale').notNull(),
  priceUsdMinor: bigint('price_usd_minor', { mode: 'number' }).notNull(),
  priceNgnMinor: bigint('price_ngn_minor', { mode: 'number' }).notNull(),
  brandMask: integer('brand_mask').notNull(),
  colorMask: integer('color_mask').notNull(),
  sizeMask: integer('size_mask').notNull(),
  sortTitle: text('sort_title').notNull(),
});

/** What search reads (migration 0013); its tsvectors (`words`, `title_words`, `heading`) are left out: only SQL written for them reads them. */
export const productSearch = pgTable('product_search', {
  productId: integer('product_id')
    .primaryKey()
    .references(() => products.id, { onDelete: 'cascade' }),
  visible: boolean('visible').notNull(),
});

/** Every word of the titles and categories, for matching a search's word with a typo (migration 0013). */
export const searchWords = pgTable('search_words', { word: text('word').primaryKey() });

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
  /** When the order was marked paid (set once, by the conditional update in payments/fulfilPayment.ts). */
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
    productId: integer('product_id')
      .notNull()
      .references(() => products.id),
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

export type PaymentProviderId = 'paystack' | 'paypal' | 'sandbox';
export type PaymentRowStatus = 'pending' | 'success' | 'failed' | 'mismatch';

export const payments = pgTable(
  'payments',
  {
    provider: text('provider').$type<PaymentProviderId>().notNull(),
    reference: text('reference').notNull(),
    orderId: text('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    amountMinor: bigint('amount_minor', { mode: 'number' }).notNull(),
    currency: text('currency').$type<Currency>().notNull(),
    paymentUrl: text('payment_url').notNull(),
    status: text('status').$type<PaymentRowStatus>().notNull().default('pending'),
    createdAt: moment('created_at').notNull().defaultNow(),
    updatedAt: moment('updated_at').notNull().defaultNow(),
    /** Why the last check with the provider did not settle it (unreachable, unusable answer), and when (0010). */
    lastError: text('last_error'),
    lastCheckedAt: moment('last_checked_at'),
    /** PayPal's capture id, which its refund API takes. */
    captureId: text('capture_id'),
  },
  (table) => [primaryKey({ columns: [table.provider, table.reference] })],
);

export type SandboxOutcome = 'pending' | 'paid' | 'declined';

export const sandboxPayments = pgTable('sandbox_payments', {
  reference: text('reference').primaryKey(),
  orderId: text('order_id')
    .notNull()
    .references(() => orders.id, { onDelete: 'cascade' }),
  amountMinor: bigint('amount_minor', { mode: 'number' }).notNull(),
  currency: text('currency').$type<Currency>().notNull(),
  returnUrl: text('return_url').notNull(),
  outcome: text('outcome').$type<SandboxOutcome>().notNull().default('pending'),
  createdAt: moment('created_at').notNull().defaultNow(),
});

/** Secrets generated once and shared by every instance on this database (fulfilment/downloadSecret.ts). */
export const serverSecrets = pgTable('server_secrets', {
  name: text('name').primaryKey(),
  value: text('value').notNull(),
  createdAt: moment('created_at').notNull().defaultNow(),
});

/** The file a digital product delivers, in the file store under `fileKey` (fulfilment/deliverables.ts). */
export const deliverables = pgTable('deliverables', {
  productId: integer('product_id')
    .primaryKey()
    .references(() => products.id, { onDelete: 'cascade' }),
  fileKey: text('file_key').notNull(),
  filename: text('filename').notNull(),
  contentType: text('content_type').notNull(),
  sizeBytes: bigint('size_bytes', { mode: 'number' }).notNull(),
  sha256: text('sha256').notNull(),
  createdAt: moment('created_at').notNull().defaultNow(),
});

/** One per digital line of a paid order: the license and the right to download (fulfilment/entitlements.ts). */
export const entitlements = pgTable(
  'entitlements',
  {
    id: text('id').primaryKey(),
    orderId: text('order_id').notNull(),
    lineNumber: integer('line_number').notNull(),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id),
    licenseType: text('license_type').notNull(),
    licenseKey: text('license_key').notNull().unique(),
    /** Fresh download links the shopper may still ask for. */
    renewalsLeft: integer('renewals_left').notNull(),
    createdAt: moment('created_at').notNull().defaultNow(),
    revokedAt: moment('revoked_at'),
  },
  (table) => [unique().on(table.orderId, table.lineNumber)],
);

/** A download link; only the SHA-256 of its token is kept (fulfilment/downloadToken.ts). */
export const downloadLinks = pgTable('download_links', {
  id: text('id').primaryKey(),
  entitlementId: text('entitlement_id')
    .notNull()
    .references(() => entitlements.id, { onDelete: 'cascade' }),
  tokenHash: text('token_hash').notNull().unique(),
  createdAt: moment('created_at').notNull().defaultNow(),
  expiresAt: moment('expires_at').notNull(),
  downloadCount: integer('download_count').notNull().default(0),
  downloadLimit: integer('download_limit').notNull(),
});

/** A refund as made: through the provider's API or recorded by hand (admin/orders/refundRoutes.ts). */
export const refunds = pgTable('refunds', {
  orderId: text('order_id')
    .primaryKey()
    .references(() => orders.id, { onDelete: 'cascade' }),
  method: text('method').$type<'provider' | 'manual'>().notNull(),
  provider: text('provider').$type<PaymentProviderId>(),
  providerReference: text('provider_reference'),
  amountMinor: bigint('amount_minor', { mode: 'number' }).notNull(),
  currency: text('currency').$type<'USD' | 'NGN'>().notNull(),
  reason: text('reason').notNull(),
  operatorId: text('operator_id'),
  operatorEmail: text('operator_email'),
  createdAt: moment('created_at').notNull().defaultNow(),
});

/** One counted download, written with the count (fulfilment/downloadLinks.ts). */
export const downloadEvents = pgTable('download_events', {
  id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
  linkId: text('link_id').notNull(),
  entitlementId: text('entitlement_id').notNull(),
  orderId: text('order_id').notNull(),
  lineNumber: integer('line_number').notNull(),
  ip: text('ip').notNull(),
  at: moment('at').notNull().defaultNow(),
});

/** Every correctly signed provider webhook; one without a matching payment waits for an operator. */
export const paymentWebhookEvents = pgTable('payment_webhook_events', {
  id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
  provider: text('provider').$type<'paystack' | 'paypal'>().notNull(),
  event: text('event').notNull(),
  reference: text('reference').notNull(),
  orderId: text('order_id'),
  amountMinor: bigint('amount_minor', { mode: 'number' }),
  currency: text('currency'),
  receivedAt: moment('received_at').notNull().defaultNow(),
  handledAt: moment('handled_at'),
  handledBy: text('handled_by'),
});

export type ProductRow = typeof products.$inferSelect;
export type NewProductRow = typeof products.$inferInsert;
export type ProductPriceRow = typeof productPrices.$inferSelect;
export type CategoryRow = typeof categories.$inferSelect;
export type OrderRow = typeof orders.$inferSelect;
export type OrderItemRow = typeof orderItems.$inferSelect;
export type PaymentRow = typeof payments.$inferSelect;
export type SandboxPaymentRow = typeof sandboxPayments.$inferSelect;
export type DeliverableRow = typeof deliverables.$inferSelect;
export type EntitlementRow = typeof entitlements.$inferSelect;
export type DownloadLinkRow = typeof downloadLinks.$inferSelect;
export type RefundRow = typeof refunds.$inferSelect;
export type PaymentWebhookEventRow = typeof paymentWebhookEvents.$inferSelect;

/** A browser's cart, wishlist, compare list and currency (shopper/shopperStore.ts), named by its signed cookie. */
export const shopperRecords = pgTable('shopper_records', {
  id: text('id').primaryKey(),
  record: jsonb('record').notNull(),
  /** The checkout form last posted without scripts (decision 0066); null when there is none. */
  checkout: jsonb('checkout'),
  updatedAt: moment('updated_at').notNull().defaultNow(),
});
