-- Wrong passwords are counted, and accounts locked, per typed address and client address (decision 0060): someone
-- elsewhere can no longer lock an operator out, and an unknown address is counted and locked like a known one, so
-- the answers never tell which accounts exist. operators.failed_sign_ins / locked_until stay for the console's view
-- of the latest lock.
CREATE TABLE sign_in_failures (
  -- lower(trim(address)) as typed, whether or not an account has it.
  email text NOT NULL,
  ip text NOT NULL,
  failures integer NOT NULL DEFAULT 0 CHECK (failures >= 0),
  locked_until timestamptz,
  updated_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (email, ip)
);
--> statement-breakpoint
-- The notice to the account's holder and the owners when an account is attacked goes through the mail outbox too:
-- a row about an operator instead of an order.
ALTER TABLE mail_outbox ALTER COLUMN order_id DROP NOT NULL;
--> statement-breakpoint
ALTER TABLE mail_outbox ADD COLUMN operator_id text REFERENCES operators (id) ON DELETE CASCADE;
--> statement-breakpoint
ALTER TABLE mail_outbox ADD COLUMN details jsonb;
--> statement-breakpoint
ALTER TABLE mail_outbox DROP CONSTRAINT mail_outbox_kind_check;
--> statement-breakpoint
ALTER TABLE mail_outbox ADD CONSTRAINT mail_outbox_kind_check CHECK (
  (kind IN ('order-received', 'receipt') AND order_id IS NOT NULL)
  OR (kind = 'sign-in-alert' AND operator_id IS NOT NULL)
);
