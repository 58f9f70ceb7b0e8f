-- What the operator console reads and records about orders and payments (issue 20). Applied after 0009.
-- The order list: newest first, by status, by an id's first characters, by e-mail.
CREATE INDEX orders_created_at_idx ON orders (created_at DESC, id DESC);
--> statement-breakpoint
CREATE INDEX orders_status_created_at_idx ON orders (status, created_at DESC);
--> statement-breakpoint
CREATE INDEX orders_payment_method_created_at_idx ON orders (payment_method, created_at DESC);
--> statement-breakpoint
CREATE INDEX orders_id_prefix_idx ON orders (id text_pattern_ops);
--> statement-breakpoint
CREATE INDEX orders_email_idx ON orders (lower(customer_email));
--> statement-breakpoint
CREATE INDEX orders_paid_at_idx ON orders (paid_at) WHERE paid_at IS NOT NULL;
--> statement-breakpoint
-- A refund as it was made: through the provider's refund API, or recorded by hand. One per order.
CREATE TABLE refunds (
  order_id text PRIMARY KEY REFERENCES orders (id) ON DELETE CASCADE,
  method text NOT NULL CHECK (method IN ('provider', 'manual')),
  provider text CHECK (provider IN ('paystack', 'paypal', 'sandbox')),
  provider_reference text,
  amount_minor bigint NOT NULL CHECK (amount_minor >= 0),
  currency text NOT NULL CHECK (currency IN ('USD', 'NGN')),
  reason text NOT NULL,
  -- Null when the provider told us (Paystack's refund.processed webhook for a refund made on its dashboard).
  operator_id text REFERENCES operators (id) ON DELETE SET NULL,
  operator_email text,
  created_at timestamptz NOT NULL DEFAULT now()
);
--> statement-breakpoint
-- Each counted download, written in the transaction that counts it on its link (the order's timeline).
CREATE TABLE download_events (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  link_id text NOT NULL REFERENCES download_links (id) ON DELETE CASCADE,
  entitlement_id text NOT NULL REFERENCES entitlements (id) ON DELETE CASCADE,
  order_id text NOT NULL REFERENCES orders (id) ON DELETE CASCADE,
  line_number integer NOT NULL,
  ip text NOT NULL,
  at timestamptz NOT NULL DEFAULT now()
);
--> statement-breakpoint
CREATE INDEX download_events_order_id_idx ON download_events (order_id, at);
--> statement-breakpoint
-- A receipt sent again is its own outbox row with its own Message-ID: resend 1, 2, … beside the first (0). The
-- lifecycle still queues only resend 0, so a second settlement cannot queue a second receipt.
ALTER TABLE mail_outbox ADD COLUMN resend integer NOT NULL DEFAULT 0 CHECK (resend >= 0);
--> statement-breakpoint
ALTER TABLE mail_outbox DROP CONSTRAINT mail_outbox_order_id_kind_key;
--> statement-breakpoint
ALTER TABLE mail_outbox ADD CONSTRAINT mail_outbox_order_id_kind_resend_key UNIQUE (order_id, kind, resend);
--> statement-breakpoint
-- When the last sending attempt failed (last_error says why), for the order's timeline.
ALTER TABLE mail_outbox ADD COLUMN last_failed_at timestamptz;
--> statement-breakpoint
-- Why the last check with the provider did not settle the payment, and when; the PayPal capture to refund.
ALTER TABLE payments ADD COLUMN last_error text;
--> statement-breakpoint
ALTER TABLE payments ADD COLUMN last_checked_at timestamptz;
--> statement-breakpoint
ALTER TABLE payments ADD COLUMN capture_id text;
--> statement-breakpoint
CREATE INDEX payments_attention_idx ON payments (status, created_at) WHERE status IN ('pending', 'mismatch');
--> statement-breakpoint
-- Every correctly signed provider webhook; one whose reference matches no payment waits for an operator's look.
CREATE TABLE payment_webhook_events (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  provider text NOT NULL CHECK (provider IN ('paystack', 'paypal')),
  event text NOT NULL,
  reference text NOT NULL,
  order_id text REFERENCES orders (id) ON DELETE SET NULL,
  amount_minor bigint,
  currency text,
  received_at timestamptz NOT NULL DEFAULT now(),
  handled_at timestamptz,
  handled_by text
);
--> statement-breakpoint
CREATE INDEX payment_webhook_events_unmatched_idx ON payment_webhook_events (received_at) WHERE order_id IS NULL AND handled_at IS NULL;
