-- The browser's shopping record (decision 0061): cart, wishlist, compare list and currency kept for a browser under a
-- signed cookie, so the server-rendered forms work before any script and the scripted store starts from the same state.
CREATE TABLE shopper_records (
  id text PRIMARY KEY,
  record jsonb NOT NULL,
  updated_at timestamptz NOT NULL DEFAULT now()
);
--> statement-breakpoint
-- Records not touched for a long time are removed by age.
CREATE INDEX shopper_records_updated_at ON shopper_records (updated_at);
