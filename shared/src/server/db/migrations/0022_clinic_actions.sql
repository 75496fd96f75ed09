-- A no-show marked by the clinic can be undone for a minute: the status it replaced and when.
ALTER TABLE "appointments" ADD COLUMN IF NOT EXISTS "status_before_no_show" text;--> statement-breakpoint
ALTER TABLE "appointments" ADD COLUMN IF NOT EXISTS "no_show_marked_at" timestamp with time zone;--> statement-breakpoint
-- An owner account made at the clinic's desk has no password until the owner claims it by email.
-- Only the token's hash is kept; a claim is used once and ends after 7 days.
CREATE TABLE IF NOT EXISTS "account_claims" (
  "id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
  "account_id" uuid NOT NULL REFERENCES "accounts"("id") ON DELETE CASCADE,
  "token_hash" text,
  "expires_at" timestamp with time zone NOT NULL,
  "used_at" timestamp with time zone,
  "created_at" timestamp with time zone DEFAULT now() NOT NULL
);--> statement-breakpoint
CREATE UNIQUE INDEX IF NOT EXISTS "account_claims_token_hash_key" ON "account_claims" ("token_hash") WHERE "token_hash" IS NOT NULL;--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "account_claims_account_idx" ON "account_claims" ("account_id");
