-- A clinic's services are mapped onto the standard price list: the standard service (null outside
-- the list), the pet band the price is for ('any' when it does not vary by pet) and the inclusions
-- ticked for a surgical item. `price_list_mapped_at` tells a mapping the clinic saved (even "not on
-- the list") from one never looked at, which the dashboard still only suggests.
ALTER TABLE "services" ADD COLUMN "standard_service" text;--> statement-breakpoint
ALTER TABLE "services" ADD COLUMN "band" text DEFAULT 'any' NOT NULL;--> statement-breakpoint
ALTER TABLE "services" ADD COLUMN "inclusions" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "services" ADD COLUMN "price_list_mapped_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "services" ADD CONSTRAINT "services_band_check" CHECK ("services"."band" in ('cat', 'dog_small', 'dog_medium', 'dog_large', 'dog_xlarge', 'dog_giant', 'any'));--> statement-breakpoint
ALTER TABLE "services" ADD CONSTRAINT "services_standard_service_check" CHECK ("services"."standard_service" is null or "services"."standard_service" in ('first-consultation', 'repeat-consultation', 'out-of-hours-consultation', 'nurse-consultation', 'nail-clipping', 'anal-gland-expression', 'microchipping', 'animal-health-certificate', 'vaccination-primary-course', 'vaccination-booster', 'kennel-cough-vaccination', 'pet-care-plan', 'prescription-fee', 'prescription-additional-item', 'repeat-prescription-fee', 'dispensing-fee', 'injection-administration', 'insurance-administration-fee', 'dental-assessment', 'castration', 'spay-traditional', 'spay-laparoscopic', 'physiotherapy-session', 'laser-therapy-session', 'x-ray', 'ultrasound-abdominal', 'echocardiogram', 'cytology-ear-swab', 'cytology-fine-needle-aspirate', 'urine-screen', 'ct-scan', 'mri-scan', 'pre-anaesthetic-blood-test', 'euthanasia', 'cremation-communal', 'cremation-individual'));--> statement-breakpoint
ALTER TABLE "services" ADD CONSTRAINT "services_inclusions_check" CHECK (jsonb_typeof("services"."inclusions") = 'array');--> statement-breakpoint
CREATE INDEX "services_standard_idx" ON "services" USING btree ("clinic_id","standard_service") WHERE "services"."standard_service" is not null;--> statement-breakpoint
ALTER TABLE "clinics" ADD COLUMN "price_list_changed_at" timestamp with time zone;--> statement-breakpoint
-- Any change to what the published price list shows (a service added, removed, renamed, repriced
-- or remapped) dates the list, whichever code path made it.
CREATE FUNCTION "services_price_list_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "clinics" SET "price_list_changed_at" = now()
   WHERE "id" = CASE WHEN TG_OP = 'DELETE' THEN OLD."clinic_id" ELSE NEW."clinic_id" END;
  IF TG_OP = 'UPDATE' AND OLD."clinic_id" <> NEW."clinic_id" THEN
    UPDATE "clinics" SET "price_list_changed_at" = now() WHERE "id" = OLD."clinic_id";
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "services_price_list_changed" AFTER INSERT OR DELETE OR UPDATE OF "name", "price", "duration", "standard_service", "band", "inclusions", "clinic_id" ON "services" FOR EACH ROW EXECUTE FUNCTION "services_price_list_changed"();
