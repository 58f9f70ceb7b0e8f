-- Operators of the console (issue 20), their sessions and the audit log of what they do. Applied by
-- src/db/migrate.ts after 0008. Everything several instances must agree on (sessions, the wrong-password counter,
-- the lock) lives here, never in one process's memory (decision 0023).
CREATE TABLE operators (
  id text PRIMARY KEY,
  email text NOT NULL,
  -- argon2id, in the PHC string format ($argon2id$v=19$m=…,t=…,p=…$salt$hash).
  password_hash text NOT NULL,
  role text NOT NULL CHECK (role IN ('owner', 'staff')),
  -- Wrong passwords in a row; the tenth sets locked_until and starts the count again.
  failed_sign_ins integer NOT NULL DEFAULT 0 CHECK (failed_sign_ins >= 0),
  locked_until timestamptz,
  created_at timestamptz NOT NULL DEFAULT now(),
  last_sign_in_at timestamptz
);
--> statement-breakpoint
-- One account per address, whatever its case.
CREATE UNIQUE INDEX operators_email_idx ON operators (lower(email));
--> statement-breakpoint
-- A session: only the SHA-256 of the cookie's random token is kept, so a copy of this table signs nobody in.
CREATE TABLE operator_sessions (
  id text PRIMARY KEY,
  operator_id text NOT NULL REFERENCES operators (id) ON DELETE CASCADE,
  token_hash text NOT NULL UNIQUE CHECK (token_hash ~ '^[0-9a-f]{64}$'),
  csrf_token text NOT NULL,
  created_at timestamptz NOT NULL,
  last_seen_at timestamptz NOT NULL,
  -- The absolute end (SESSION_MAX_HOURS after sign-in); the idle end is last_seen_at + SESSION_IDLE_MINUTES.
  expires_at timestamptz NOT NULL,
  revoked_at timestamptz,
  ip text NOT NULL,
  user_agent text NOT NULL
);
--> statement-breakpoint
CREATE INDEX operator_sessions_operator_id_idx ON operator_sessions (operator_id);
--> statement-breakpoint
-- Every action an operator takes, written in the transaction that makes the change.
CREATE TABLE audit_log (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  at timestamptz NOT NULL DEFAULT now(),
  -- Null for a refused sign-in with an unknown address; operator_email then holds the address typed.
  operator_id text REFERENCES operators (id) ON DELETE SET NULL,
  operator_email text NOT NULL,
  action text NOT NULL,
  target_type text NOT NULL,
  target_id text NOT NULL,
  before jsonb,
  after jsonb,
  ip text NOT NULL
);
--> statement-breakpoint
CREATE INDEX audit_log_at_idx ON audit_log (at DESC, id DESC);
--> statement-breakpoint
CREATE INDEX audit_log_target_idx ON audit_log (target_type, target_id, at DESC);
--> statement-breakpoint
CREATE INDEX audit_log_operator_idx ON audit_log (operator_id, at DESC);
