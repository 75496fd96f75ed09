CREATE TABLE "clinic_reminder_rules" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"clinic_id" uuid NOT NULL,
	"name" text NOT NULL,
	"matches" text NOT NULL,
	"service_id" uuid,
	"days_before" integer[] DEFAULT '{}'::integer[] NOT NULL,
	"days_after" integer[] DEFAULT '{}'::integer[] NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "clinic_reminder_rules_name_check" CHECK (length(trim("clinic_reminder_rules"."name")) > 0),
	CONSTRAINT "clinic_reminder_rules_matches_check" CHECK (length(trim("clinic_reminder_rules"."matches")) > 0)
);
--> statement-breakpoint
CREATE TABLE "pet_record_reads" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"pet_id" uuid NOT NULL,
	"clinic_id" uuid NOT NULL,
	"staff_id" uuid,
	"staff_name" text NOT NULL,
	"via" text NOT NULL,
	"read_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "pet_record_revisions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"pet_id" uuid NOT NULL,
	"entry_kind" text NOT NULL,
	"entry_id" uuid NOT NULL,
	"clinic_id" uuid,
	"staff_id" uuid,
	"previous" jsonb NOT NULL,
	"changed_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "pet_record_revisions_kind_check" CHECK ("pet_record_revisions"."entry_kind" in ('medical_record', 'vaccination', 'weight'))
);
--> statement-breakpoint
CREATE TABLE "pet_record_shares" (
	"pet_id" uuid NOT NULL,
	"clinic_id" uuid NOT NULL,
	"shared" boolean NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "pet_record_shares_pet_id_clinic_id_pk" PRIMARY KEY("pet_id","clinic_id")
);
--> statement-breakpoint
ALTER TABLE "medical_records" ADD COLUMN "appointment_id" uuid;--> statement-breakpoint
ALTER TABLE "pet_weights" ADD COLUMN "appointment_id" uuid;--> statement-breakpoint
ALTER TABLE "vaccinations" ADD COLUMN "appointment_id" uuid;--> statement-breakpoint
ALTER TABLE "clinic_reminder_rules" ADD CONSTRAINT "clinic_reminder_rules_clinic_id_clinics_id_fk" FOREIGN KEY ("clinic_id") REFERENCES "public"."clinics"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "clinic_reminder_rules" ADD CONSTRAINT "clinic_reminder_rules_service_id_services_id_fk" FOREIGN KEY ("service_id") REFERENCES "public"."services"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pet_record_reads" ADD CONSTRAINT "pet_record_reads_pet_id_pets_id_fk" FOREIGN KEY ("pet_id") REFERENCES "public"."pets"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pet_record_reads" ADD CONSTRAINT "pet_record_reads_clinic_id_clinics_id_fk" FOREIGN KEY ("clinic_id") REFERENCES "public"."clinics"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pet_record_reads" ADD CONSTRAINT "pet_record_reads_staff_id_clinic_staff_id_fk" FOREIGN KEY ("staff_id") REFERENCES "public"."clinic_staff"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pet_record_revisions" ADD CONSTRAINT "pet_record_revisions_pet_id_pets_id_fk" FOREIGN KEY ("pet_id") REFERENCES "public"."pets"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pet_record_revisions" ADD CONSTRAINT "pet_record_revisions_clinic_id_clinics_id_fk" FOREIGN KEY ("clinic_id") REFERENCES "public"."clinics"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pet_record_revisions" ADD CONSTRAINT "pet_record_revisions_staff_id_clinic_staff_id_fk" FOREIGN KEY ("staff_id") REFERENCES "public"."clinic_staff"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pet_record_shares" ADD CONSTRAINT "pet_record_shares_pet_id_pets_id_fk" FOREIGN KEY ("pet_id") REFERENCES "public"."pets"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pet_record_shares" ADD CONSTRAINT "pet_record_shares_clinic_id_clinics_id_fk" FOREIGN KEY ("clinic_id") REFERENCES "public"."clinics"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "clinic_reminder_rules_clinic_idx" ON "clinic_reminder_rules" USING btree ("clinic_id","position");--> statement-breakpoint
CREATE INDEX "pet_record_reads_pet_idx" ON "pet_record_reads" USING btree ("pet_id","read_at");--> statement-breakpoint
CREATE INDEX "pet_record_revisions_entry_idx" ON "pet_record_revisions" USING btree ("entry_kind","entry_id");--> statement-breakpoint
CREATE INDEX "pet_record_shares_clinic_idx" ON "pet_record_shares" USING btree ("clinic_id","shared");--> statement-breakpoint
ALTER TABLE "medical_records" ADD CONSTRAINT "medical_records_appointment_id_appointments_id_fk" FOREIGN KEY ("appointment_id") REFERENCES "public"."appointments"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pet_weights" ADD CONSTRAINT "pet_weights_appointment_id_appointments_id_fk" FOREIGN KEY ("appointment_id") REFERENCES "public"."appointments"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vaccinations" ADD CONSTRAINT "vaccinations_appointment_id_appointments_id_fk" FOREIGN KEY ("appointment_id") REFERENCES "public"."appointments"("id") ON DELETE set null ON UPDATE no action;