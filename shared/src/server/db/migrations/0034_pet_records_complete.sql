CREATE TABLE "pet_weights" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"pet_id" uuid NOT NULL,
	"date" date NOT NULL,
	"weight" numeric(6, 1) NOT NULL,
	"written_by_clinic_id" uuid,
	"written_by_staff_id" uuid,
	"hidden_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "pet_weights_weight_check" CHECK ("pet_weights"."weight" >= 0)
);
--> statement-breakpoint
ALTER TABLE "medical_records" ADD COLUMN "written_by_clinic_id" uuid;--> statement-breakpoint
ALTER TABLE "medical_records" ADD COLUMN "written_by_staff_id" uuid;--> statement-breakpoint
ALTER TABLE "medical_records" ADD COLUMN "hidden_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "medical_records" ADD COLUMN "updated_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "pets" ADD COLUMN "allergies" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "pets" ADD COLUMN "chronic_conditions" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "vaccinations" ADD COLUMN "written_by_clinic_id" uuid;--> statement-breakpoint
ALTER TABLE "vaccinations" ADD COLUMN "written_by_staff_id" uuid;--> statement-breakpoint
ALTER TABLE "vaccinations" ADD COLUMN "hidden_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "vaccinations" ADD COLUMN "updated_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "pet_weights" ADD CONSTRAINT "pet_weights_pet_id_pets_id_fk" FOREIGN KEY ("pet_id") REFERENCES "public"."pets"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pet_weights" ADD CONSTRAINT "pet_weights_written_by_clinic_id_clinics_id_fk" FOREIGN KEY ("written_by_clinic_id") REFERENCES "public"."clinics"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pet_weights" ADD CONSTRAINT "pet_weights_written_by_staff_id_clinic_staff_id_fk" FOREIGN KEY ("written_by_staff_id") REFERENCES "public"."clinic_staff"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "pet_weights_pet_idx" ON "pet_weights" USING btree ("pet_id","date");--> statement-breakpoint
ALTER TABLE "medical_records" ADD CONSTRAINT "medical_records_written_by_clinic_id_clinics_id_fk" FOREIGN KEY ("written_by_clinic_id") REFERENCES "public"."clinics"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "medical_records" ADD CONSTRAINT "medical_records_written_by_staff_id_clinic_staff_id_fk" FOREIGN KEY ("written_by_staff_id") REFERENCES "public"."clinic_staff"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vaccinations" ADD CONSTRAINT "vaccinations_written_by_clinic_id_clinics_id_fk" FOREIGN KEY ("written_by_clinic_id") REFERENCES "public"."clinics"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vaccinations" ADD CONSTRAINT "vaccinations_written_by_staff_id_clinic_staff_id_fk" FOREIGN KEY ("written_by_staff_id") REFERENCES "public"."clinic_staff"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pets" ADD CONSTRAINT "pets_allergies_check" CHECK (cardinality("pets"."allergies") <= 20);--> statement-breakpoint
ALTER TABLE "pets" ADD CONSTRAINT "pets_chronic_conditions_check" CHECK (cardinality("pets"."chronic_conditions") <= 20);--> statement-breakpoint
-- Records written before this migration were last changed when they were written.
UPDATE "medical_records" SET "updated_at" = "created_at";--> statement-breakpoint
UPDATE "vaccinations" SET "updated_at" = "created_at";--> statement-breakpoint
-- Each pet's weight so far becomes its first dated entry, on the day the pet was last saved
-- (UK dates: the product's clinics are in the UK), so the pet's weight stays the latest entry's.
INSERT INTO "pet_weights" ("pet_id", "date", "weight", "created_at", "updated_at")
SELECT "id", ("updated_at" AT TIME ZONE 'Europe/London')::date, "weight", "updated_at", "updated_at"
FROM "pets" WHERE "weight" IS NOT NULL;
