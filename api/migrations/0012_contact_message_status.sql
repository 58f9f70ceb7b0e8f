-- The console's inbox (issue 20): when a message was first opened, and when and by whom it was handled.
ALTER TABLE contact_messages ADD COLUMN read_at timestamptz;
--> statement-breakpoint
ALTER TABLE contact_messages ADD COLUMN handled_at timestamptz;
--> statement-breakpoint
ALTER TABLE contact_messages ADD COLUMN handled_by text;
--> statement-breakpoint
CREATE INDEX contact_messages_open_idx ON contact_messages (created_at DESC) WHERE handled_at IS NULL;
