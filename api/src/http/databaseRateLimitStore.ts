// A store for @fastify/rate-limit that counts in the database, so every API instance on one PostgreSQL shares one
// count per client (a process's memory would give each instance its own RATE_LIMIT_MAX). One upsert per request:
// it starts a new window when the old one has ended, otherwise adds one, and answers the count and time left.
import type { FastifyRateLimitStore } from '@fastify/rate-limit';
import { sql } from 'drizzle-orm';
import type { Database } from '../db/types';

type IncrCallback = (error: Error | null, result?: { current: number; ttl: number }) => void;

/** Expired rows are cleared now and then (about one request in this many), not on a timer of each process. */
const CLEANUP_EVERY = 500;

export function databaseRateLimitStore(db: () => Database) {
  class DatabaseRateLimitStore implements FastifyRateLimitStore {
    private readonly prefix: string;

    /** The plugin passes its options (unused: the window and the limit come with each call); a child, its prefix. */
    constructor(_options?: unknown, prefix = '') {
      this.prefix = prefix;
    }

    incr(key: string, callback: IncrCallback, timeWindow: number): void {
      hit(db(), `${this.prefix}${key}`, timeWindow).then(
        (result) => callback(null, result),
        (error: Error) => callback(error),
      );
    }

    child(routeOptions: Parameters<FastifyRateLimitStore['child']>[0]): FastifyRateLimitStore {
      // The plugin passes the route as `routeInfo` (as its Redis store reads it); the declared type lacks it.
      const route = (routeOptions as unknown as { routeInfo?: { method: string; url: string } }).routeInfo ?? {
        method: String(routeOptions.method),
        url: routeOptions.url,
      };
      return new DatabaseRateLimitStore(undefined, `${this.prefix}${route.method} ${route.url} `);
    }
  }
  return DatabaseRateLimitStore;
}

async function hit(db: Database, key: string, windowMs: number): Promise<{ current: number; ttl: number }> {
  const result: unknown = await db.execute(sql`
    INSERT INTO rate_limit_hits AS hits (key, count, window_ends_at)
    VALUES (${key}, 1, clock_timestamp() + make_interval(secs => ${windowMs / 1000}))
    ON CONFLICT (key) DO UPDATE SET
      count = CASE WHEN hits.window_ends_at <= clock_timestamp() THEN 1 ELSE hits.count + 1 END,
      window_ends_at = CASE WHEN hits.window_ends_at <= clock_timestamp() THEN excluded.window_ends_at ELSE hits.window_ends_at END
    RETURNING count, CEIL(EXTRACT(EPOCH FROM (window_ends_at - clock_timestamp())) * 1000) AS ttl`);
  // node-postgres and PGlite answer { rows }; keep to that shape.
  const [row] = (result as { rows: { count: number | string; ttl: number | string }[] }).rows;
  if (Math.random() * CLEANUP_EVERY < 1) {
    await db.execute(sql`DELETE FROM rate_limit_hits WHERE window_ends_at < clock_timestamp() - interval '1 hour'`).catch(() => {});
  }
  return { current: Number(row.count), ttl: Math.max(0, Number(row.ttl)) };
}
