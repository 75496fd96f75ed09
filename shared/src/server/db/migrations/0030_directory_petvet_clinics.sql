ALTER TABLE "global_practices" ADD COLUMN "clinic_id" uuid;--> statement-breakpoint
ALTER TABLE "global_practices" ADD COLUMN "review_count" integer;--> statement-breakpoint
ALTER TABLE "global_practices" ADD COLUMN "open_days" smallint;--> statement-breakpoint
ALTER TABLE "global_practices" ADD CONSTRAINT "global_practices_clinic_id_clinics_id_fk" FOREIGN KEY ("clinic_id") REFERENCES "public"."clinics"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "global_practices_clinic_key" ON "global_practices" USING btree ("clinic_id") WHERE "global_practices"."clinic_id" is not null;