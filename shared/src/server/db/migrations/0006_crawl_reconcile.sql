-- Crawl jobs the queue lost (a worker killed twice, a Redis back without its data) are found,
-- re-queued a bounded number of times, or settled as lost so the practice can be crawled again.
ALTER TABLE "crawl_jobs" ADD COLUMN "requeues" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "crawl_jobs" ADD COLUMN "requeued_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "crawl_jobs" ADD COLUMN "lost" boolean DEFAULT false NOT NULL;--> statement-breakpoint
CREATE INDEX "crawl_jobs_open_idx" ON "crawl_jobs" USING btree ("requested_at") WHERE "crawl_jobs"."status" in ('queued', 'running');
