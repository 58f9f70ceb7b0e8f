// The Drizzle view of the contact_messages table (created by migrations/0003_contact_messages.sql).
// Owned by the contact module (contactMessages.ts writes it); the console's inbox reads it until it moves.
import { bigint, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

export const contactMessages = pgTable('contact_messages', {
  id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
  name: text('name').notNull(),
  email: text('email').notNull(),
  message: text('message').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  /** The operator console's inbox (migration 0012): first opened, handled, by whom (an operator's e-mail). */
  readAt: timestamp('read_at', { withTimezone: true, mode: 'date' }),
  handledAt: timestamp('handled_at', { withTimezone: true, mode: 'date' }),
  handledBy: text('handled_by'),
});

export type ContactMessageRow = typeof contactMessages.$inferSelect;
