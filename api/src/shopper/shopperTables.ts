// The browser's shopping record (created by migrations/0015, the posted checkout form by 0020). Only the shopper module reads or writes it.
import { jsonb, pgTable, text } from 'drizzle-orm/pg-core';
import { moment } from '../db/columns';

/** A browser's cart, wishlist, compare list and currency (shopper/shopperStore.ts), named by its signed cookie. */
export const shopperRecords = pgTable('shopper_records', {
  id: text('id').primaryKey(),
  record: jsonb('record').notNull(),
  /** The checkout form last posted without scripts (decision 0066); null when there is none. */
  checkout: jsonb('checkout'),
  updatedAt: moment('updated_at').notNull().defaultNow(),
});
