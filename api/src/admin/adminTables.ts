// The Drizzle view of the operator console's own tables (created by migrations/0009_operators.sql): operators, their
// sessions and the audit log. Kept beside the console, the only code that reads or writes them.
import { bigint, integer, jsonb, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import type { AuditAction, OperatorRole } from '@storefront/shared/schemas/admin';

const moment = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

export const operators = pgTable('operators', {
  id: text('id').primaryKey(),
  email: text('email').notNull(),
  passwordHash: text('password_hash').notNull(),
  role: text('role').$type<OperatorRole>().notNull(),
  failedSignIns: integer('failed_sign_ins').notNull().default(0),
  lockedUntil: moment('locked_until'),
  createdAt: moment('created_at').notNull().defaultNow(),
  lastSignInAt: moment('last_sign_in_at'),
});

/** Wrong passwords per typed address and client address (migration 0014), for known and unknown addresses alike. */
export const signInFailures = pgTable(
  'sign_in_failures',
  {
    email: text('email').notNull(),
    ip: text('ip').notNull(),
    failures: integer('failures').notNull().default(0),
    lockedUntil: moment('locked_until'),
    updatedAt: moment('updated_at').notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.email, table.ip] })],
);

export const operatorSessions = pgTable('operator_sessions', {
  id: text('id').primaryKey(),
  operatorId: text('operator_id').notNull(),
  tokenHash: text('token_hash').notNull().unique(),
  csrfToken: text('csrf_token').notNull(),
  createdAt: moment('created_at').notNull(),
  lastSeenAt: moment('last_seen_at').notNull(),
  expiresAt: moment('expires_at').notNull(),
  revokedAt: moment('revoked_at'),
  ip: text('ip').notNull(),
  userAgent: text('user_agent').notNull(),
});

export const auditLog = pgTable('audit_log', {
  id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
  at: moment('at').notNull().defaultNow(),
  operatorId: text('operator_id'),
  operatorEmail: text('operator_email').notNull(),
  action: text('action').$type<AuditAction>().notNull(),
  targetType: text('target_type').notNull(),
  targetId: text('target_id').notNull(),
  before: jsonb('before').$type<Record<string, unknown> | null>(),
  after: jsonb('after').$type<Record<string, unknown> | null>(),
  ip: text('ip').notNull(),
});

export type OperatorRow = typeof operators.$inferSelect;
export type OperatorSessionRow = typeof operatorSessions.$inferSelect;
export type AuditRow = typeof auditLog.$inferSelect;
