-- A crawl cut short (time budget, lost politeness slot, pages that could not be read) is settled
-- as partial: its prices were merged into the practice's, none removed.
ALTER TABLE "crawl_jobs" DROP CONSTRAINT "crawl_jobs_status_check";--> statement-breakpoint
ALTER TABLE "crawl_jobs" ADD CONSTRAINT "crawl_jobs_status_check" CHECK ("crawl_jobs"."status" in ('queued', 'running', 'succeeded', 'partial', 'failed'));
