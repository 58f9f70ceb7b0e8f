-- Health per remote release (decision 0068), counted from pages' beacons: per UTC day, remote, release ('' for a
-- workspace build) and route pattern, the page views the remote rendered, those in which it had an error, and its
-- errors; the errors again per kind. No message, address or session is kept. Days older than the retention are
-- deleted with the page-speed histograms.
CREATE TABLE release_health (
  day date NOT NULL,
  remote text NOT NULL,
  release text NOT NULL,
  route text NOT NULL,
  views integer NOT NULL DEFAULT 0,
  failed_views integer NOT NULL DEFAULT 0,
  errors integer NOT NULL DEFAULT 0,
  PRIMARY KEY (day, remote, release, route)
);
--> statement-breakpoint
CREATE INDEX release_health_release_idx ON release_health (remote, release);
--> statement-breakpoint
CREATE TABLE release_errors (
  day date NOT NULL,
  remote text NOT NULL,
  release text NOT NULL,
  kind text NOT NULL,
  count integer NOT NULL,
  PRIMARY KEY (day, remote, release, kind)
);
--> statement-breakpoint
-- A canary the store aborted by itself: the row is the claim, so of several instances that see the same bad canary
-- only the one whose insert succeeds acts (switches the pointer, writes the audit entry, queues the team's e-mail).
CREATE TABLE canary_aborts (
  remote text NOT NULL,
  release text NOT NULL,
  at timestamptz NOT NULL DEFAULT now(),
  -- The figures it was aborted on: views, failed views and error rate of the canary and of the live release.
  figures jsonb NOT NULL,
  PRIMARY KEY (remote, release)
);
--> statement-breakpoint
ALTER TABLE mail_outbox DROP CONSTRAINT mail_outbox_kind_check;
--> statement-breakpoint
ALTER TABLE mail_outbox ADD CONSTRAINT mail_outbox_kind_check CHECK (
  (kind IN ('order-received', 'receipt') AND order_id IS NOT NULL)
  OR (kind = 'sign-in-alert' AND operator_id IS NOT NULL)
  OR (kind = 'canary-aborted' AND details IS NOT NULL)
);
