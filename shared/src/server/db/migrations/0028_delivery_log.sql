-- Notifications by channel: the delivery log replaces the mail log. One row per event, channel
-- and recipient role delivered, keyed by the event's key as TypeScript computes it.
CREATE TABLE "delivery_log" (
	"event_key" text NOT NULL,
	"channel" text NOT NULL,
	"recipient_role" text NOT NULL,
	"recipient" text NOT NULL,
	"summary" text NOT NULL,
	"external_id" text,
	"delivered_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "delivery_log_event_key_channel_recipient_role_pk" PRIMARY KEY("event_key","channel","recipient_role")
);
--> statement-breakpoint
-- Every email sent so far, as the email channel's deliveries: a mail log key is the event's key
-- and the recipient's role ("booked-<id>/owner"), both kept as they were, so an event in flight
-- across the upgrade is not sent again.
INSERT INTO "delivery_log" ("event_key", "channel", "recipient_role", "recipient", "summary", "external_id", "delivered_at")
SELECT regexp_replace("key", '/[^/]*$', ''), 'email', substring("key" from '[^/]*$'), "recipient", "subject", "message_id", "sent_at"
FROM "mail_log"
WHERE position('/' in "key") > 0
ON CONFLICT DO NOTHING;
--> statement-breakpoint
DROP TABLE "mail_log";
--> statement-breakpoint
-- Notifications still waiting in the outbox run under the job's new name.
UPDATE "queue_outbox" SET "job_name" = 'deliver-notification' WHERE "queue" = 'notify' AND "job_name" = 'send-mail';
