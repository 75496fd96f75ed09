-- The outbox as a job queue of its own: on the embedded default without Redis an in-process runner
-- claims rows (claimed_by until claimed_until, taken again after that deadline), runs them after
-- available_at (debounce and retry backoff), counts runs, and folds debounced requests on dedup_key.
ALTER TABLE "queue_outbox" ADD COLUMN "available_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "queue_outbox" ADD COLUMN "claimed_by" text;--> statement-breakpoint
ALTER TABLE "queue_outbox" ADD COLUMN "claimed_until" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "queue_outbox" ADD COLUMN "runs" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "queue_outbox" ADD COLUMN "dedup_key" text;--> statement-breakpoint
CREATE UNIQUE INDEX "queue_outbox_dedup_key" ON "queue_outbox" USING btree ("queue","dedup_key") WHERE "queue_outbox"."dedup_key" is not null and "queue_outbox"."delivered_at" is null and "queue_outbox"."claimed_by" is null;
