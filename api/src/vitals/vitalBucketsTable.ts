// The Drizzle view of web_vital_buckets (created by migrations/0016_web_vitals.sql). Kept beside the beacon, which
// writes it; the console's page-speed screen reads it.
import { date, integer, pgTable, primaryKey, smallint, text } from 'drizzle-orm/pg-core';
import type { VitalMetric } from '@storefront/shared/vitals';

export const webVitalBuckets = pgTable(
  'web_vital_buckets',
  {
    day: date('day', { mode: 'string' }).notNull(),
    route: text('route').notNull(),
    metric: text('metric').$type<VitalMetric>().notNull(),
    /** The remote an entry is attributed to ('' for none), and its release ('' for a workspace build or the shell). */
    remote: text('remote').notNull(),
    release: text('release').notNull(),
    bucket: smallint('bucket').notNull(),
    count: integer('count').notNull(),
  },
  (table) => [primaryKey({ columns: [table.day, table.route, table.metric, table.remote, table.release, table.bucket] })],
);
