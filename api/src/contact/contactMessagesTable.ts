// The Drizzle view of the contact_messages table (created by migrations/0003_contact_messages.sql).
// Kept beside its plugin rather than in db/schema.ts, which only the contact routes read or write.
import { bigint, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

export const contactMessages = pgTable('contact_messages', {
  id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
  name: text('name').notNull(),
  email: text('email').notNull(),
  message: text('message').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
});

export type ContactMessageRow = typeof contactMessages.$inferSelect;
