// The Drizzle view of the health tables (created by migrations/0017_release_health.sql): counts per release from the
// beacon, and the claims of canaries the store aborted by itself.
import { date, integer, jsonb, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import type { ErrorKind } from '@storefront/shared/vitals';

export const releaseHealth = pgTable(
  'release_health',
  {
    day: date('day', { mode: 'string' }).notNull(),
    remote: text('remote').notNull(),
    /** '' for a workspace build (no release). */
    release: text('release').notNull(),
    route: text('route').notNull(),
    views: integer('views').notNull().default(0),
    /** Page views in which the remote had at least one error. */
    failedViews: integer('failed_views').notNull().default(0),
    errors: integer('errors').notNull().default(0),
  },
  (table) => [primaryKey({ columns: [table.day, table.remote, table.release, table.route] })],
);

export const releaseErrors = pgTable(
  'release_errors',
  {
    day: date('day', { mode: 'string' }).notNull(),
    remote: text('remote').notNull(),
    release: text('release').notNull(),
    kind: text('kind').$type<ErrorKind>().notNull(),
    count: integer('count').notNull(),
  },
  (table) => [primaryKey({ columns: [table.day, table.remote, table.release, table.kind] })],
);

export interface HealthFigures {
  views: number;
  failedViews: number;
}

export const canaryAborts = pgTable(
  'canary_aborts',
  {
    remote: text('remote').notNull(),
    release: text('release').notNull(),
    at: timestamp('at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    figures: jsonb('figures').$type<{ canary: HealthFigures; live: HealthFigures & { release: string } }>().notNull(),
  },
  (table) => [primaryKey({ columns: [table.remote, table.release] })],
);
