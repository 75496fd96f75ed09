CREATE TABLE "global_practice_unconfirmed_prices" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "global_practice_unconfirmed_prices_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"practice_id" bigint NOT NULL,
	"name" text NOT NULL,
	"category" text NOT NULL,
	"species" text DEFAULT 'Mixed' NOT NULL,
	"price_min" numeric(12, 2) NOT NULL,
	"price_max" numeric(12, 2),
	"currency" text NOT NULL,
	"confidence" real NOT NULL,
	"price_notes" text,
	"source_url" text,
	"standard_service" text,
	"band" text DEFAULT 'any' NOT NULL,
	"inclusions" jsonb,
	"evidence" jsonb NOT NULL,
	"seen_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "global_practice_unconfirmed_prices_price_check" CHECK ("global_practice_unconfirmed_prices"."price_min" >= 0)
);
--> statement-breakpoint
CREATE TABLE "practice_claims" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"practice_id" bigint NOT NULL,
	"account_id" uuid NOT NULL,
	"method" text NOT NULL,
	"email" text,
	"token_hash" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"failure" text,
	"attempts" integer DEFAULT 0 NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"verified_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "practice_claims_method_check" CHECK ("practice_claims"."method" in ('email', 'file', 'meta')),
	CONSTRAINT "practice_claims_status_check" CHECK ("practice_claims"."status" in ('pending', 'checking', 'verified', 'failed'))
);
--> statement-breakpoint
ALTER TABLE "global_practice_services" ADD COLUMN "origin" text DEFAULT 'crawled' NOT NULL;--> statement-breakpoint
ALTER TABLE "global_practice_services" ADD COLUMN "confirmed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "global_practice_services" ADD COLUMN "confirmed_by" uuid;--> statement-breakpoint
ALTER TABLE "global_practice_services" ADD COLUMN "evidence" jsonb;--> statement-breakpoint
ALTER TABLE "global_practice_services" ADD COLUMN "crawl_differs" jsonb;--> statement-breakpoint
ALTER TABLE "global_practice_unconfirmed_prices" ADD CONSTRAINT "global_practice_unconfirmed_prices_practice_id_global_practices_id_fk" FOREIGN KEY ("practice_id") REFERENCES "public"."global_practices"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "practice_claims" ADD CONSTRAINT "practice_claims_practice_id_global_practices_id_fk" FOREIGN KEY ("practice_id") REFERENCES "public"."global_practices"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "practice_claims" ADD CONSTRAINT "practice_claims_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "global_practice_unconfirmed_prices_practice_idx" ON "global_practice_unconfirmed_prices" USING btree ("practice_id");--> statement-breakpoint
CREATE INDEX "practice_claims_practice_account_idx" ON "practice_claims" USING btree ("practice_id","account_id");--> statement-breakpoint
ALTER TABLE "global_practice_services" ADD CONSTRAINT "global_practice_services_confirmed_by_accounts_id_fk" FOREIGN KEY ("confirmed_by") REFERENCES "public"."accounts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "global_practice_services" ADD CONSTRAINT "global_practice_services_origin_check" CHECK ("global_practice_services"."origin" in ('crawled', 'confirmed', 'entered'));