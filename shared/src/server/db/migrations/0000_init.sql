CREATE TABLE "accounts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"email" text NOT NULL,
	"password_hash" text NOT NULL,
	"first_name" text NOT NULL,
	"last_name" text NOT NULL,
	"phone" text,
	"user_type" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "accounts_user_type_check" CHECK ("accounts"."user_type" in ('pet_owner', 'vet_business'))
);
--> statement-breakpoint
CREATE TABLE "appointments" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"clinic_id" uuid NOT NULL,
	"owner_id" uuid NOT NULL,
	"pet_id" uuid,
	"pet_name" text NOT NULL,
	"pet_species" text NOT NULL,
	"pet_breed" text,
	"time_slot_id" uuid,
	"service_id" uuid,
	"service_type" text NOT NULL,
	"appointment_date" date NOT NULL,
	"appointment_time" time NOT NULL,
	"duration" integer NOT NULL,
	"price" numeric(12, 2),
	"status" text DEFAULT 'pending' NOT NULL,
	"notes" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "appointments_status_check" CHECK ("appointments"."status" in ('pending', 'confirmed', 'cancelled', 'completed')),
	CONSTRAINT "appointments_duration_check" CHECK ("appointments"."duration" > 0),
	CONSTRAINT "appointments_price_check" CHECK ("appointments"."price" is null or "appointments"."price" >= 0)
);
--> statement-breakpoint
CREATE TABLE "clinics" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"account_id" uuid,
	"business_name" text DEFAULT '' NOT NULL,
	"address" text DEFAULT '' NOT NULL,
	"city" text DEFAULT '' NOT NULL,
	"postcode" text DEFAULT '' NOT NULL,
	"country" text DEFAULT '' NOT NULL,
	"phone" text DEFAULT '' NOT NULL,
	"email" text DEFAULT '' NOT NULL,
	"website" text DEFAULT '' NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"services" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"opening_hours" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"images" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"latitude" double precision,
	"longitude" double precision,
	"time_zone" text DEFAULT 'Europe/London' NOT NULL,
	"google_place_id" text,
	"verified" boolean DEFAULT false NOT NULL,
	"source" text DEFAULT 'database' NOT NULL,
	"rating_average" numeric(3, 2) DEFAULT 0 NOT NULL,
	"review_count" integer DEFAULT 0 NOT NULL,
	"profile_saved_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "clinics_coordinates_check" CHECK (("clinics"."latitude" is null and "clinics"."longitude" is null) or ("clinics"."latitude" between -90 and 90 and "clinics"."longitude" between -180 and 180)),
	CONSTRAINT "clinics_rating_average_check" CHECK ("clinics"."rating_average" between 0 and 5),
	CONSTRAINT "clinics_review_count_check" CHECK ("clinics"."review_count" >= 0)
);
--> statement-breakpoint
CREATE TABLE "crawl_jobs" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"practice_id" bigint NOT NULL,
	"status" text DEFAULT 'queued' NOT NULL,
	"requested_by" text,
	"pages_planned" integer,
	"pages_fetched" integer,
	"services_found" integer,
	"error" text,
	"requested_at" timestamp with time zone DEFAULT now() NOT NULL,
	"started_at" timestamp with time zone,
	"finished_at" timestamp with time zone,
	CONSTRAINT "crawl_jobs_status_check" CHECK ("crawl_jobs"."status" in ('queued', 'running', 'succeeded', 'failed'))
);
--> statement-breakpoint
CREATE TABLE "global_categories" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "global_categories_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"name" text NOT NULL,
	"slug" text NOT NULL,
	"icon" text DEFAULT '🏥' NOT NULL,
	"avg_min_price" numeric(12, 2),
	"avg_max_price" numeric(12, 2),
	"avg_currency" text DEFAULT 'USD' NOT NULL,
	"service_count" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "global_practice_services" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "global_practice_services_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"practice_id" bigint NOT NULL,
	"category_id" integer NOT NULL,
	"name" text NOT NULL,
	"species" text DEFAULT 'Mixed' NOT NULL,
	"price_min" numeric(12, 2) NOT NULL,
	"price_max" numeric(12, 2),
	"currency" text NOT NULL,
	"confidence" real NOT NULL,
	"price_notes" text,
	"source_url" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "global_practice_services_price_check" CHECK ("global_practice_services"."price_min" >= 0),
	CONSTRAINT "global_practice_services_range_check" CHECK ("global_practice_services"."price_max" is null or "global_practice_services"."price_max" >= "global_practice_services"."price_min"),
	CONSTRAINT "global_practice_services_confidence_check" CHECK ("global_practice_services"."confidence" between 0 and 1)
);
--> statement-breakpoint
CREATE TABLE "global_practices" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "global_practices_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"source" text NOT NULL,
	"source_id" text NOT NULL,
	"name" text NOT NULL,
	"address" text DEFAULT '' NOT NULL,
	"city" text DEFAULT '' NOT NULL,
	"postcode" text DEFAULT '' NOT NULL,
	"country" text DEFAULT '' NOT NULL,
	"phone" text DEFAULT '' NOT NULL,
	"website" text DEFAULT '' NOT NULL,
	"website_domain" text DEFAULT '' NOT NULL,
	"lat" double precision,
	"lng" double precision,
	"verified" boolean DEFAULT false NOT NULL,
	"verification_source" text,
	"rating" numeric(3, 2),
	"service_count" integer DEFAULT 0 NOT NULL,
	"min_price" numeric(12, 2),
	"max_price" numeric(12, 2),
	"currency" text DEFAULT 'USD' NOT NULL,
	"min_price_usd" numeric(12, 2),
	"last_crawled" timestamp with time zone,
	"crawl_status" text,
	"crawl_pages_fetched" integer,
	"crawl_duration_ms" integer,
	"crawl_error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "global_practices_coordinates_check" CHECK (("global_practices"."lat" is null and "global_practices"."lng" is null) or ("global_practices"."lat" between -90 and 90 and "global_practices"."lng" between -180 and 180)),
	CONSTRAINT "global_practices_service_count_check" CHECK ("global_practices"."service_count" >= 0)
);
--> statement-breakpoint
CREATE TABLE "global_stats" (
	"id" text PRIMARY KEY NOT NULL,
	"payload" jsonb NOT NULL,
	"computed_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "medical_records" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"pet_id" uuid NOT NULL,
	"date" date NOT NULL,
	"type" text DEFAULT 'checkup' NOT NULL,
	"title" text NOT NULL,
	"description" text,
	"vet_name" text,
	"vet_clinic" text,
	"treatment" text,
	"medications" text,
	"follow_up_required" boolean DEFAULT false NOT NULL,
	"follow_up_date" date,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "medical_records_type_check" CHECK ("medical_records"."type" in ('checkup', 'illness', 'injury', 'surgery', 'other')),
	CONSTRAINT "medical_records_title_check" CHECK (length(trim("medical_records"."title")) > 0)
);
--> statement-breakpoint
CREATE TABLE "page_views" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "page_views_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"path" text NOT NULL,
	"referrer" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "pets" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"owner_id" uuid NOT NULL,
	"name" text NOT NULL,
	"species" text NOT NULL,
	"breed" text,
	"age" integer,
	"weight" numeric(6, 1),
	"gender" text,
	"medical_notes" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "pets_name_check" CHECK (length(trim("pets"."name")) > 0),
	CONSTRAINT "pets_species_check" CHECK (length(trim("pets"."species")) > 0),
	CONSTRAINT "pets_age_check" CHECK ("pets"."age" between 0 and 50),
	CONSTRAINT "pets_weight_check" CHECK ("pets"."weight" >= 0)
);
--> statement-breakpoint
CREATE TABLE "queue_outbox" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "queue_outbox_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"queue" text NOT NULL,
	"job_name" text NOT NULL,
	"job_id" text NOT NULL,
	"payload" jsonb NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"last_error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"delivered_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "reviews" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"clinic_id" uuid NOT NULL,
	"owner_id" uuid NOT NULL,
	"appointment_id" uuid,
	"rating" smallint NOT NULL,
	"comment" text NOT NULL,
	"response" text,
	"responded_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "reviews_rating_check" CHECK ("reviews"."rating" between 1 and 5),
	CONSTRAINT "reviews_comment_check" CHECK (length(trim("reviews"."comment")) > 0)
);
--> statement-breakpoint
CREATE TABLE "service_categories" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"clinic_id" uuid NOT NULL,
	"name" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"icon" text DEFAULT '🏥' NOT NULL,
	"display_order" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "service_categories_name_check" CHECK (length(trim("service_categories"."name")) > 0),
	CONSTRAINT "service_categories_display_order_check" CHECK ("service_categories"."display_order" >= 0)
);
--> statement-breakpoint
CREATE TABLE "services" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"clinic_id" uuid NOT NULL,
	"category_id" uuid NOT NULL,
	"name" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"price" numeric(12, 2) NOT NULL,
	"duration" integer DEFAULT 30 NOT NULL,
	"display_order" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "services_name_check" CHECK (length(trim("services"."name")) > 0),
	CONSTRAINT "services_price_check" CHECK ("services"."price" > 0),
	CONSTRAINT "services_duration_check" CHECK ("services"."duration" > 0),
	CONSTRAINT "services_display_order_check" CHECK ("services"."display_order" >= 0)
);
--> statement-breakpoint
CREATE TABLE "time_slots" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"clinic_id" uuid NOT NULL,
	"date" date NOT NULL,
	"start_time" time NOT NULL,
	"end_time" time NOT NULL,
	"service" text NOT NULL,
	"service_id" uuid,
	"duration" integer NOT NULL,
	"is_booked" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "time_slots_duration_check" CHECK ("time_slots"."duration" > 0),
	CONSTRAINT "time_slots_order_check" CHECK ("time_slots"."end_time" > "time_slots"."start_time")
);
--> statement-breakpoint
CREATE TABLE "vaccinations" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"pet_id" uuid NOT NULL,
	"vaccine_name" text NOT NULL,
	"date_given" date NOT NULL,
	"next_due_date" date,
	"vet_name" text,
	"vet_clinic" text,
	"batch_number" text,
	"notes" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "vaccinations_name_check" CHECK (length(trim("vaccinations"."vaccine_name")) > 0)
);
--> statement-breakpoint
ALTER TABLE "appointments" ADD CONSTRAINT "appointments_clinic_id_clinics_id_fk" FOREIGN KEY ("clinic_id") REFERENCES "public"."clinics"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "appointments" ADD CONSTRAINT "appointments_owner_id_accounts_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "appointments" ADD CONSTRAINT "appointments_pet_id_pets_id_fk" FOREIGN KEY ("pet_id") REFERENCES "public"."pets"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "appointments" ADD CONSTRAINT "appointments_time_slot_id_time_slots_id_fk" FOREIGN KEY ("time_slot_id") REFERENCES "public"."time_slots"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "appointments" ADD CONSTRAINT "appointments_service_id_services_id_fk" FOREIGN KEY ("service_id") REFERENCES "public"."services"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "clinics" ADD CONSTRAINT "clinics_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "crawl_jobs" ADD CONSTRAINT "crawl_jobs_practice_id_global_practices_id_fk" FOREIGN KEY ("practice_id") REFERENCES "public"."global_practices"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "global_practice_services" ADD CONSTRAINT "global_practice_services_practice_id_global_practices_id_fk" FOREIGN KEY ("practice_id") REFERENCES "public"."global_practices"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "global_practice_services" ADD CONSTRAINT "global_practice_services_category_id_global_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."global_categories"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "medical_records" ADD CONSTRAINT "medical_records_pet_id_pets_id_fk" FOREIGN KEY ("pet_id") REFERENCES "public"."pets"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pets" ADD CONSTRAINT "pets_owner_id_accounts_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reviews" ADD CONSTRAINT "reviews_clinic_id_clinics_id_fk" FOREIGN KEY ("clinic_id") REFERENCES "public"."clinics"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reviews" ADD CONSTRAINT "reviews_owner_id_accounts_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reviews" ADD CONSTRAINT "reviews_appointment_id_appointments_id_fk" FOREIGN KEY ("appointment_id") REFERENCES "public"."appointments"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "service_categories" ADD CONSTRAINT "service_categories_clinic_id_clinics_id_fk" FOREIGN KEY ("clinic_id") REFERENCES "public"."clinics"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "services" ADD CONSTRAINT "services_clinic_id_clinics_id_fk" FOREIGN KEY ("clinic_id") REFERENCES "public"."clinics"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "services" ADD CONSTRAINT "services_category_id_service_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."service_categories"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "time_slots" ADD CONSTRAINT "time_slots_clinic_id_clinics_id_fk" FOREIGN KEY ("clinic_id") REFERENCES "public"."clinics"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "time_slots" ADD CONSTRAINT "time_slots_service_id_services_id_fk" FOREIGN KEY ("service_id") REFERENCES "public"."services"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vaccinations" ADD CONSTRAINT "vaccinations_pet_id_pets_id_fk" FOREIGN KEY ("pet_id") REFERENCES "public"."pets"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "accounts_email_lower_key" ON "accounts" USING btree (lower("email"));--> statement-breakpoint
CREATE UNIQUE INDEX "appointments_active_slot_key" ON "appointments" USING btree ("time_slot_id") WHERE "appointments"."status" <> 'cancelled' and "appointments"."time_slot_id" is not null;--> statement-breakpoint
CREATE INDEX "appointments_owner_idx" ON "appointments" USING btree ("owner_id","appointment_date");--> statement-breakpoint
CREATE INDEX "appointments_clinic_idx" ON "appointments" USING btree ("clinic_id","appointment_date");--> statement-breakpoint
CREATE UNIQUE INDEX "clinics_account_id_key" ON "clinics" USING btree ("account_id");--> statement-breakpoint
CREATE INDEX "clinics_city_lower_idx" ON "clinics" USING btree (lower("city"));--> statement-breakpoint
CREATE INDEX "clinics_postcode_norm_idx" ON "clinics" USING btree (upper(replace("postcode", ' ', '')));--> statement-breakpoint
CREATE INDEX "crawl_jobs_practice_idx" ON "crawl_jobs" USING btree ("practice_id","requested_at");--> statement-breakpoint
CREATE UNIQUE INDEX "global_categories_name_key" ON "global_categories" USING btree ("name");--> statement-breakpoint
CREATE UNIQUE INDEX "global_categories_slug_key" ON "global_categories" USING btree ("slug");--> statement-breakpoint
CREATE INDEX "global_practice_services_practice_idx" ON "global_practice_services" USING btree ("practice_id");--> statement-breakpoint
CREATE INDEX "global_practice_services_category_idx" ON "global_practice_services" USING btree ("category_id","practice_id");--> statement-breakpoint
CREATE UNIQUE INDEX "global_practices_source_key" ON "global_practices" USING btree ("source","source_id");--> statement-breakpoint
CREATE INDEX "global_practices_country_idx" ON "global_practices" USING btree ("country");--> statement-breakpoint
CREATE INDEX "global_practices_min_price_usd_idx" ON "global_practices" USING btree ("min_price_usd");--> statement-breakpoint
CREATE INDEX "medical_records_pet_idx" ON "medical_records" USING btree ("pet_id","date");--> statement-breakpoint
CREATE INDEX "page_views_created_idx" ON "page_views" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "pets_owner_idx" ON "pets" USING btree ("owner_id");--> statement-breakpoint
CREATE UNIQUE INDEX "queue_outbox_job_key" ON "queue_outbox" USING btree ("queue","job_id");--> statement-breakpoint
CREATE INDEX "queue_outbox_pending_idx" ON "queue_outbox" USING btree ("id") WHERE "queue_outbox"."delivered_at" is null;--> statement-breakpoint
CREATE UNIQUE INDEX "reviews_appointment_key" ON "reviews" USING btree ("appointment_id");--> statement-breakpoint
CREATE INDEX "reviews_clinic_idx" ON "reviews" USING btree ("clinic_id","created_at");--> statement-breakpoint
CREATE INDEX "reviews_owner_idx" ON "reviews" USING btree ("owner_id");--> statement-breakpoint
CREATE INDEX "service_categories_clinic_idx" ON "service_categories" USING btree ("clinic_id","display_order");--> statement-breakpoint
CREATE INDEX "services_clinic_idx" ON "services" USING btree ("clinic_id");--> statement-breakpoint
CREATE INDEX "services_category_idx" ON "services" USING btree ("category_id","display_order");--> statement-breakpoint
CREATE UNIQUE INDEX "time_slots_clinic_start_key" ON "time_slots" USING btree ("clinic_id","date","start_time");--> statement-breakpoint
CREATE INDEX "time_slots_available_idx" ON "time_slots" USING btree ("clinic_id","date") WHERE not "time_slots"."is_booked";--> statement-breakpoint
CREATE INDEX "vaccinations_pet_idx" ON "vaccinations" USING btree ("pet_id","date_given");