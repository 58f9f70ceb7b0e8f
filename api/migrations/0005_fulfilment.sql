-- Fulfilment (issue 17): what a paid order grants and how it is delivered. Applied by src/db/migrate.ts after 0004.
-- A refund is an order status of its own, so a refunded order can never be settled as paid again.
ALTER TABLE orders DROP CONSTRAINT orders_status_check;
--> statement-breakpoint
ALTER TABLE orders ADD CONSTRAINT orders_status_check CHECK (status IN ('pending', 'paid', 'failed', 'cancelled', 'refunded'));
--> statement-breakpoint
ALTER TABLE orders ADD COLUMN refunded_at timestamptz;
--> statement-breakpoint
-- Secrets the server generates once and every instance on this database shares (the download-link HMAC key).
CREATE TABLE server_secrets (
  name text PRIMARY KEY,
  value text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);
--> statement-breakpoint
-- The file a digital product delivers, kept in the file store under file_key.
CREATE TABLE deliverables (
  product_id integer PRIMARY KEY REFERENCES products (id) ON DELETE CASCADE,
  file_key text NOT NULL,
  filename text NOT NULL,
  content_type text NOT NULL,
  size_bytes bigint NOT NULL CHECK (size_bytes > 0),
  sha256 text NOT NULL CHECK (sha256 ~ '^[0-9a-f]{64}$'),
  created_at timestamptz NOT NULL DEFAULT now()
);
--> statement-breakpoint
-- One per digital line of a paid order; unique per line, so a second settlement cannot grant twice.
CREATE TABLE entitlements (
  id text PRIMARY KEY,
  order_id text NOT NULL,
  line_number integer NOT NULL,
  product_id integer NOT NULL REFERENCES products (id),
  license_type text NOT NULL,
  license_key text NOT NULL UNIQUE,
  -- Fresh links the shopper may still ask for, fixed when the purchase was made.
  renewals_left integer NOT NULL CHECK (renewals_left >= 0),
  created_at timestamptz NOT NULL DEFAULT now(),
  revoked_at timestamptz,
  UNIQUE (order_id, line_number),
  FOREIGN KEY (order_id, line_number) REFERENCES order_items (order_id, line_number) ON DELETE CASCADE
);
--> statement-breakpoint
-- Download links. Only the SHA-256 of a link's token is stored; the token itself is re-derived from the id.
CREATE TABLE download_links (
  id text PRIMARY KEY,
  entitlement_id text NOT NULL REFERENCES entitlements (id) ON DELETE CASCADE,
  token_hash text NOT NULL UNIQUE,
  created_at timestamptz NOT NULL DEFAULT now(),
  expires_at timestamptz NOT NULL,
  download_count integer NOT NULL DEFAULT 0,
  download_limit integer NOT NULL CHECK (download_limit > 0),
  CHECK (download_count BETWEEN 0 AND download_limit)
);
--> statement-breakpoint
CREATE INDEX download_links_entitlement_id_idx ON download_links (entitlement_id, created_at);
