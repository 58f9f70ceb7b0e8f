-- Rate-limit counters shared by every API instance on this database (issue 18 §5): one row per route and client,
-- counting requests in the current window. Applied by src/db/migrate.ts after 0003.
CREATE TABLE rate_limit_hits (
  key text PRIMARY KEY,
  count integer NOT NULL,
  window_ends_at timestamptz NOT NULL
);
--> statement-breakpoint
CREATE INDEX rate_limit_hits_window_ends_at_idx ON rate_limit_hits (window_ends_at);
