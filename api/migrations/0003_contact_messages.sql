-- Messages sent from the contact page when no e-mail sending service is configured (see mf-content/README.md),
-- so a fresh install never loses one. Applied by src/db/migrate.ts after 0001 and 0002.
CREATE TABLE contact_messages (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  name text NOT NULL,
  email text NOT NULL,
  message text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);
--> statement-breakpoint
CREATE INDEX contact_messages_created_at_idx ON contact_messages (created_at);
