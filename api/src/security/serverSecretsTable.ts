// The platform's generated secrets (created by migrations/0005). Read and written only through security/serverSecrets.ts.
import { pgTable, text } from 'drizzle-orm/pg-core';
import { moment } from '../db/columns';

/** Secrets generated once and shared by every instance on this database (fulfilment/downloadSecret.ts). */
export const serverSecrets = pgTable('server_secrets', {
  name: text('name').primaryKey(),
  value: text('value').notNull(),
  createdAt: moment('created_at').notNull().defaultNow(),
});
