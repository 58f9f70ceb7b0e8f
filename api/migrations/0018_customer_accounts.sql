-- Customer accounts (decision 0070): the accounts, their sessions, the single-use links e-mailed to them (confirming
-- the address, choosing a new password), saved addresses, wrong-password counts per typed address and client, and
-- the account's own log of what happened to it. Orders name the account they belong to; account e-mails go through
-- the mail outbox like order e-mails.
CREATE TABLE customers (
  id text PRIMARY KEY,
  email text NOT NULL,
  -- argon2id, in the PHC string format, as the operators'.
  password_hash text NOT NULL,
  first_name text NOT NULL,
  last_name text NOT NULL,
  phone text NOT NULL DEFAULT '',
  country text NOT NULL DEFAULT '',
  email_verified_at timestamptz,
  -- The browser record (shopper_records) the account keeps its cart, wishlist and compare list in.
  shopper_record_id text,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
--> statement-breakpoint
CREATE UNIQUE INDEX customers_email_idx ON customers (lower(email));
--> statement-breakpoint
-- Only the SHA-256 of the cookie's token is kept. `persistent`: Remember me (a cookie kept across browser restarts).
CREATE TABLE customer_sessions (
  id text PRIMARY KEY,
  customer_id text NOT NULL REFERENCES customers (id) ON DELETE CASCADE,
  token_hash text NOT NULL UNIQUE CHECK (token_hash ~ '^[0-9a-f]{64}$'),
  csrf_token text NOT NULL,
  persistent boolean NOT NULL,
  created_at timestamptz NOT NULL,
  last_seen_at timestamptz NOT NULL,
  expires_at timestamptz NOT NULL,
  revoked_at timestamptz,
  ip text NOT NULL,
  user_agent text NOT NULL
);
--> statement-breakpoint
CREATE INDEX customer_sessions_customer_id_idx ON customer_sessions (customer_id);
--> statement-breakpoint
-- A link e-mailed to the account. The link carries the id and an HMAC of it; the id alone proves nothing.
CREATE TABLE customer_tokens (
  id text PRIMARY KEY,
  customer_id text NOT NULL REFERENCES customers (id) ON DELETE CASCADE,
  purpose text NOT NULL CHECK (purpose IN ('verify-email', 'reset-password')),
  -- The address a verification link confirms (the account's address when it was sent).
  email text NOT NULL,
  created_at timestamptz NOT NULL,
  expires_at timestamptz NOT NULL,
  used_at timestamptz
);
--> statement-breakpoint
CREATE INDEX customer_tokens_customer_id_idx ON customer_tokens (customer_id, purpose);
--> statement-breakpoint
CREATE TABLE customer_addresses (
  id text PRIMARY KEY,
  customer_id text NOT NULL REFERENCES customers (id) ON DELETE CASCADE,
  first_name text NOT NULL,
  last_name text NOT NULL,
  phone text NOT NULL DEFAULT '',
  street text NOT NULL,
  city text NOT NULL,
  state text NOT NULL DEFAULT '',
  postal_code text NOT NULL DEFAULT '',
  country text NOT NULL,
  is_default boolean NOT NULL DEFAULT false,
  created_at timestamptz NOT NULL DEFAULT now()
);
--> statement-breakpoint
CREATE UNIQUE INDEX customer_addresses_one_default ON customer_addresses (customer_id) WHERE is_default;
--> statement-breakpoint
-- As sign_in_failures for operators: counted per typed address (known or not) and client address.
CREATE TABLE customer_sign_in_failures (
  email text NOT NULL,
  ip text NOT NULL,
  failures integer NOT NULL DEFAULT 0 CHECK (failures >= 0),
  locked_until timestamptz,
  updated_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (email, ip)
);
--> statement-breakpoint
-- What happened to an account, by its holder or an operator: never a password or a token.
CREATE TABLE customer_events (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  at timestamptz NOT NULL DEFAULT now(),
  customer_id text REFERENCES customers (id) ON DELETE SET NULL,
  action text NOT NULL,
  ip text NOT NULL,
  details jsonb
);
--> statement-breakpoint
CREATE INDEX customer_events_customer_idx ON customer_events (customer_id, at DESC);
--> statement-breakpoint
ALTER TABLE orders ADD COLUMN customer_id text REFERENCES customers (id) ON DELETE SET NULL;
--> statement-breakpoint
CREATE INDEX orders_customer_id_idx ON orders (customer_id, created_at DESC) WHERE customer_id IS NOT NULL;
--> statement-breakpoint
CREATE INDEX orders_customer_email_idx ON orders (lower(customer_email));
--> statement-breakpoint
-- An e-mail about an account; removed with the account, so a deleted account gets no more e-mails.
ALTER TABLE mail_outbox ADD COLUMN customer_id text REFERENCES customers (id) ON DELETE CASCADE;
--> statement-breakpoint
ALTER TABLE mail_outbox DROP CONSTRAINT mail_outbox_kind_check;
--> statement-breakpoint
ALTER TABLE mail_outbox ADD CONSTRAINT mail_outbox_kind_check CHECK (
  (kind IN ('order-received', 'receipt') AND order_id IS NOT NULL)
  OR (kind = 'sign-in-alert' AND operator_id IS NOT NULL)
  OR (kind = 'canary-aborted' AND details IS NOT NULL)
  OR (kind IN ('account-verification', 'password-reset') AND customer_id IS NOT NULL)
);
