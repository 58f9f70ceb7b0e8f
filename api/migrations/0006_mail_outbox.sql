-- The transactional outbox for order e-mails (issue 17 §5, decision 0013): a row is written in the transaction that
-- places or pays the order and sent afterwards by src/mail/outboxWorker.ts. One row per order and kind, so a second
-- settlement cannot queue a second receipt. next_attempt_at is also the claim: a worker that takes a row moves it
-- into the future for as long as one sending attempt may take, so other instances skip it and a crashed
-- instance's row comes due again.
CREATE TABLE mail_outbox (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  order_id text NOT NULL REFERENCES orders (id) ON DELETE CASCADE,
  kind text NOT NULL CHECK (kind IN ('order-received', 'receipt')),
  message_id text NOT NULL UNIQUE,
  attempts integer NOT NULL DEFAULT 0,
  next_attempt_at timestamptz NOT NULL DEFAULT now(),
  last_error text,
  sent_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now(),
  UNIQUE (order_id, kind)
);
--> statement-breakpoint
CREATE INDEX mail_outbox_due_idx ON mail_outbox (next_attempt_at) WHERE sent_at IS NULL;
--> statement-breakpoint
-- The development mailbox: where mail goes when no SMTP_URL is configured, viewable at /dev/mailbox.
CREATE TABLE dev_mailbox (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  message_id text NOT NULL,
  recipient text NOT NULL,
  subject text NOT NULL,
  links jsonb NOT NULL,
  raw text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);
