-- Payments: one row per provider payment started for an order (Paystack transaction, PayPal order, sandbox
-- payment). The provider's reference is unique, so a webhook, a redirect and a retry all find the same row.
ALTER TABLE orders ADD COLUMN paid_at timestamptz;
--> statement-breakpoint
ALTER TABLE orders ADD COLUMN payment_reference text UNIQUE;
--> statement-breakpoint
CREATE TABLE payments (
  provider text NOT NULL CHECK (provider IN ('paystack', 'paypal', 'sandbox')),
  reference text NOT NULL,
  order_id text NOT NULL REFERENCES orders (id) ON DELETE CASCADE,
  amount_minor bigint NOT NULL CHECK (amount_minor > 0),
  currency text NOT NULL CHECK (currency IN ('USD', 'NGN')),
  payment_url text NOT NULL,
  status text NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'success', 'failed', 'mismatch')),
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (provider, reference)
);
--> statement-breakpoint
CREATE INDEX payments_order_id_idx ON payments (order_id);
--> statement-breakpoint
-- The built-in sandbox provider's own ledger: what the shopper chose on the sandbox payment page.
CREATE TABLE sandbox_payments (
  reference text PRIMARY KEY,
  order_id text NOT NULL REFERENCES orders (id) ON DELETE CASCADE,
  amount_minor bigint NOT NULL,
  currency text NOT NULL,
  return_url text NOT NULL,
  outcome text NOT NULL DEFAULT 'pending' CHECK (outcome IN ('pending', 'paid', 'declined')),
  created_at timestamptz NOT NULL DEFAULT now()
);
