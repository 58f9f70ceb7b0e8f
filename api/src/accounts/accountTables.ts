// The Drizzle view of the customer accounts' tables (created by migrations/0018_customer_accounts.sql). Kept beside
// the accounts module, the only code that reads or writes them.
import { bigint, boolean, integer, jsonb, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';

const moment = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

export const customers = pgTable('customers', {
  id: text('id').primaryKey(),
  email: text('email').notNull(),
  passwordHash: text('password_hash').notNull(),
  firstName: text('first_name').notNull(),
  lastName: text('last_name').notNull(),
  phone: text('phone').notNull().default(''),
  country: text('country').notNull().default(''),
  emailVerifiedAt: moment('email_verified_at'),
  shopperRecordId: text('shopper_record_id'),
  createdAt: moment('created_at').notNull().defaultNow(),
  updatedAt: moment('updated_at').notNull().defaultNow(),
});

export const customerSessions = pgTable('customer_sessions', {
  id: text('id').primaryKey(),
  customerId: text('customer_id').notNull(),
  tokenHash: text('token_hash').notNull().unique(),
  csrfToken: text('csrf_token').notNull(),
  persistent: boolean('persistent').notNull(),
  createdAt: moment('created_at').notNull(),
  lastSeenAt: moment('last_seen_at').notNull(),
  expiresAt: moment('expires_at').notNull(),
  revokedAt: moment('revoked_at'),
  ip: text('ip').notNull(),
  userAgent: text('user_agent').notNull(),
});

export type CustomerTokenPurpose = 'verify-email' | 'reset-password';

export const customerTokens = pgTable('customer_tokens', {
  id: text('id').primaryKey(),
  customerId: text('customer_id').notNull(),
  purpose: text('purpose').$type<CustomerTokenPurpose>().notNull(),
  email: text('email').notNull(),
  createdAt: moment('created_at').notNull(),
  expiresAt: moment('expires_at').notNull(),
  usedAt: moment('used_at'),
});

export const customerAddresses = pgTable('customer_addresses', {
  id: text('id').primaryKey(),
  customerId: text('customer_id').notNull(),
  firstName: text('first_name').notNull(),
  lastName: text('last_name').notNull(),
  phone: text('phone').notNull().default(''),
  street: text('street').notNull(),
  city: text('city').notNull(),
  state: text('state').notNull().default(''),
  postalCode: text('postal_code').notNull().default(''),
  country: text('country').notNull(),
  isDefault: boolean('is_default').notNull().default(false),
  createdAt: moment('created_at').notNull().defaultNow(),
});

export const customerSignInFailures = pgTable(
  'customer_sign_in_failures',
  {
    email: text('email').notNull(),
    ip: text('ip').notNull(),
    failures: integer('failures').notNull().default(0),
    lockedUntil: moment('locked_until'),
    updatedAt: moment('updated_at').notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.email, table.ip] })],
);

export type CustomerEventAction =
  | 'signed-up'
  | 'sign-up-repeated'
  | 'email-verified'
  | 'signed-in'
  | 'sign-in-refused'
  | 'signed-out'
  | 'reset-requested'
  | 'password-reset'
  | 'password-changed'
  | 'details-changed'
  | 'exported'
  | 'deleted'
  | 'verification-resent-by-operator'
  | 'reset-sent-by-operator';

export const customerEvents = pgTable('customer_events', {
  id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
  at: moment('at').notNull().defaultNow(),
  customerId: text('customer_id'),
  action: text('action').$type<CustomerEventAction>().notNull(),
  ip: text('ip').notNull(),
  details: jsonb('details').$type<Record<string, unknown>>(),
});

export type CustomerRow = typeof customers.$inferSelect;
export type CustomerSessionRow = typeof customerSessions.$inferSelect;
export type CustomerTokenRow = typeof customerTokens.$inferSelect;
