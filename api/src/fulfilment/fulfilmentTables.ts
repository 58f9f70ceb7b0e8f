// What a paid order delivers (migrations 0005 and 0010): deliverable files, entitlements (license and download
// rights), download links and the counted downloads. Only the fulfilment module reads or writes them; other modules
// ask its functions. Their product_id columns reference products(id) in the migrations: a foreign key across modules
// is declared in SQL only.
import { bigint, integer, pgTable, text, unique } from 'drizzle-orm/pg-core';
import { moment } from '../db/columns';

/** The file a digital product delivers, in the file store under `fileKey` (fulfilment/deliverables.ts). */
export const deliverables = pgTable('deliverables', {
  productId: integer('product_id').primaryKey(),
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
    productId: integer('product_id').notNull(),
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

export type DeliverableRow = typeof deliverables.$inferSelect;
export type EntitlementRow = typeof entitlements.$inferSelect;
export type DownloadLinkRow = typeof downloadLinks.$inferSelect;
