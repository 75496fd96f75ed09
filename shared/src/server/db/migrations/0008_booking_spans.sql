-- Appointments are time ranges: a visit of D minutes covers [start, start + D) of the clinic's
-- published time, and two live appointments of one clinic never overlap (the last guard).
CREATE EXTENSION IF NOT EXISTS btree_gist;
--> statement-breakpoint
DROP INDEX IF EXISTS "appointments_active_slot_key";
--> statement-breakpoint
ALTER TABLE "appointments" ADD CONSTRAINT "appointments_no_overlap" EXCLUDE USING gist (
	"clinic_id" WITH =,
	tsrange("appointment_date" + "appointment_time", "appointment_date" + "appointment_time" + "duration" * interval '1 minute') WITH &&
) WHERE ("status" <> 'cancelled');
--> statement-breakpoint
-- A published slot reads booked while any live appointment overlaps it; the trigger keeps that
-- true inside the transaction of every change to an appointment, whoever makes it.
CREATE FUNCTION "refresh_time_slots_booked"(p_clinic uuid, p_date date) RETURNS void LANGUAGE sql AS $$
	UPDATE "time_slots" AS ts SET "is_booked" = b.booked
	FROM (
		SELECT s."id", EXISTS (
			SELECT 1 FROM "appointments" a
			WHERE a."clinic_id" = s."clinic_id" AND a."appointment_date" = s."date" AND a."status" <> 'cancelled'
				AND tsrange(a."appointment_date" + a."appointment_time", a."appointment_date" + a."appointment_time" + a."duration" * interval '1 minute')
					&& tsrange(s."date" + s."start_time", s."date" + s."end_time")
		) AS booked
		FROM "time_slots" s WHERE s."clinic_id" = p_clinic AND s."date" = p_date
	) AS b
	WHERE ts."id" = b."id" AND ts."is_booked" IS DISTINCT FROM b.booked;
$$;
--> statement-breakpoint
CREATE FUNCTION "appointments_refresh_slots"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	IF TG_OP <> 'INSERT' THEN
		PERFORM "refresh_time_slots_booked"(OLD."clinic_id", OLD."appointment_date");
	END IF;
	IF TG_OP = 'INSERT' OR (NEW."clinic_id", NEW."appointment_date") IS DISTINCT FROM (OLD."clinic_id", OLD."appointment_date") THEN
		IF TG_OP <> 'DELETE' THEN
			PERFORM "refresh_time_slots_booked"(NEW."clinic_id", NEW."appointment_date");
		END IF;
	END IF;
	RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER "appointments_refresh_slots" AFTER INSERT OR DELETE OR UPDATE OF "status", "clinic_id", "appointment_date", "appointment_time", "duration" ON "appointments" FOR EACH ROW EXECUTE FUNCTION "appointments_refresh_slots"();
--> statement-breakpoint
-- A slot published over a live appointment is booked from the start.
CREATE FUNCTION "time_slots_booked_on_insert"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	NEW."is_booked" := EXISTS (
		SELECT 1 FROM "appointments" a
		WHERE a."clinic_id" = NEW."clinic_id" AND a."appointment_date" = NEW."date" AND a."status" <> 'cancelled'
			AND tsrange(a."appointment_date" + a."appointment_time", a."appointment_date" + a."appointment_time" + a."duration" * interval '1 minute')
				&& tsrange(NEW."date" + NEW."start_time", NEW."date" + NEW."end_time")
	);
	RETURN NEW;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER "time_slots_booked_on_insert" BEFORE INSERT ON "time_slots" FOR EACH ROW EXECUTE FUNCTION "time_slots_booked_on_insert"();
--> statement-breakpoint
ALTER TABLE "clinics" ADD COLUMN "cancellation_cutoff_hours" integer DEFAULT 24 NOT NULL;
--> statement-breakpoint
ALTER TABLE "clinics" ADD CONSTRAINT "clinics_cancellation_cutoff_hours_check" CHECK ("clinics"."cancellation_cutoff_hours" between 0 and 720);
--> statement-breakpoint
-- Time held for one owner (a waitlist offer) until expires_at: hidden from everyone else.
CREATE TABLE "slot_holds" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"clinic_id" uuid NOT NULL,
	"date" date NOT NULL,
	"start_time" time NOT NULL,
	"end_time" time NOT NULL,
	"owner_id" uuid NOT NULL,
	"waitlist_entry_id" uuid,
	"expires_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "slot_holds_order_check" CHECK ("slot_holds"."end_time" > "slot_holds"."start_time")
);
--> statement-breakpoint
ALTER TABLE "slot_holds" ADD CONSTRAINT "slot_holds_clinic_id_clinics_id_fk" FOREIGN KEY ("clinic_id") REFERENCES "public"."clinics"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "slot_holds" ADD CONSTRAINT "slot_holds_owner_id_accounts_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
CREATE INDEX "slot_holds_clinic_date_idx" ON "slot_holds" USING btree ("clinic_id","date","expires_at");
--> statement-breakpoint
CREATE INDEX "slot_holds_owner_idx" ON "slot_holds" USING btree ("owner_id");
