-- A clinic is a team. Its bookable calendars are clinicians (and rooms a service may need); a
-- booking takes one clinician and, when its service needs one, one room, both free for its span.
-- Every existing clinic gets one clinician who takes over its slots, appointments, holds and
-- waitlist, so a clinic of one clinician behaves exactly as before.
CREATE TABLE "clinicians" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"clinic_id" uuid NOT NULL REFERENCES "clinics"("id") ON DELETE cascade,
	"name" text NOT NULL,
	"role" text DEFAULT 'vet' NOT NULL,
	"photo_url" text,
	-- null: the clinic's own working hours
	"working_hours" jsonb,
	-- true: every service of the clinic, those added later included; false: clinician_services
	"all_services" boolean DEFAULT true NOT NULL,
	-- ties in "any available" go to the earliest hired
	"hired_at" timestamp with time zone DEFAULT now() NOT NULL,
	-- a removed clinician takes no new bookings and keeps their past ones
	"removed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "clinicians_role_check" CHECK ("role" in ('vet', 'nurse', 'other')),
	CONSTRAINT "clinicians_name_check" CHECK (length(trim("name")) > 0)
);
--> statement-breakpoint
CREATE INDEX "clinicians_clinic_idx" ON "clinicians" USING btree ("clinic_id", "hired_at");
--> statement-breakpoint
CREATE TABLE "clinician_services" (
	"clinician_id" uuid NOT NULL REFERENCES "clinicians"("id") ON DELETE cascade,
	"service_id" uuid NOT NULL REFERENCES "services"("id") ON DELETE cascade,
	PRIMARY KEY ("clinician_id", "service_id")
);
--> statement-breakpoint
CREATE TABLE "rooms" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"clinic_id" uuid NOT NULL REFERENCES "clinics"("id") ON DELETE cascade,
	"name" text NOT NULL,
	"removed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "rooms_name_check" CHECK (length(trim("name")) > 0)
);
--> statement-breakpoint
CREATE INDEX "rooms_clinic_idx" ON "rooms" USING btree ("clinic_id");
--> statement-breakpoint
-- What a service needs and who may have it: a room for its whole span, the species it is for
-- (null: any), and whether it is booked by the day as a drop-off with a daily cap.
ALTER TABLE "services" ADD COLUMN "room_id" uuid REFERENCES "rooms"("id") ON DELETE set null;
--> statement-breakpoint
ALTER TABLE "services" ADD COLUMN "species" text[];
--> statement-breakpoint
ALTER TABLE "services" ADD COLUMN "booking_mode" text DEFAULT 'appointment' NOT NULL;
--> statement-breakpoint
ALTER TABLE "services" ADD CONSTRAINT "services_booking_mode_check" CHECK ("booking_mode" in ('appointment', 'drop_off'));
--> statement-breakpoint
ALTER TABLE "services" ADD COLUMN "daily_cap" integer;
--> statement-breakpoint
ALTER TABLE "services" ADD CONSTRAINT "services_daily_cap_check" CHECK ("daily_cap" is null or "daily_cap" > 0);
--> statement-breakpoint
-- The clinic's drop-off day: admission windows per weekday, collection time, total daily cap.
ALTER TABLE "clinics" ADD COLUMN "drop_off" jsonb;
--> statement-breakpoint
-- Staff: who may act for the clinic and as what. The clinic's own account is its owner.
CREATE TABLE "clinic_staff" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"clinic_id" uuid NOT NULL REFERENCES "clinics"("id") ON DELETE cascade,
	"account_id" uuid NOT NULL REFERENCES "accounts"("id") ON DELETE cascade,
	"role" text NOT NULL,
	"clinician_id" uuid REFERENCES "clinicians"("id") ON DELETE set null,
	"removed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "clinic_staff_role_check" CHECK ("role" in ('owner', 'manager', 'vet', 'nurse', 'reception'))
);
--> statement-breakpoint
-- An account acts for one clinic at a time (a removed membership keeps its row for the audit).
CREATE UNIQUE INDEX "clinic_staff_account_key" ON "clinic_staff" USING btree ("account_id") WHERE "removed_at" is null;
--> statement-breakpoint
CREATE INDEX "clinic_staff_clinic_idx" ON "clinic_staff" USING btree ("clinic_id");
--> statement-breakpoint
CREATE TABLE "staff_invitations" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"clinic_id" uuid NOT NULL REFERENCES "clinics"("id") ON DELETE cascade,
	"email" text NOT NULL,
	"role" text NOT NULL,
	"clinician_id" uuid REFERENCES "clinicians"("id") ON DELETE set null,
	-- only the hash of the link's token is kept
	"token_hash" text NOT NULL,
	"invited_by" uuid REFERENCES "accounts"("id") ON DELETE set null,
	"expires_at" timestamp with time zone NOT NULL,
	"accepted_at" timestamp with time zone,
	"revoked_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "staff_invitations_role_check" CHECK ("role" in ('manager', 'vet', 'nurse', 'reception'))
);
--> statement-breakpoint
CREATE UNIQUE INDEX "staff_invitations_token_key" ON "staff_invitations" USING btree ("token_hash");
--> statement-breakpoint
CREATE INDEX "staff_invitations_clinic_idx" ON "staff_invitations" USING btree ("clinic_id");
--> statement-breakpoint
INSERT INTO "clinic_staff" ("clinic_id", "account_id", "role")
	SELECT c."id", c."account_id", 'owner' FROM "clinics" c WHERE c."account_id" IS NOT NULL;
--> statement-breakpoint
-- One clinician per existing clinic, named after the vet who holds its account (else the clinic).
INSERT INTO "clinicians" ("clinic_id", "name", "role", "hired_at")
	SELECT c."id",
		coalesce(nullif(trim(a."first_name" || ' ' || a."last_name"), ''), nullif(trim(c."business_name"), ''), 'Clinic calendar'),
		'vet', c."created_at"
	FROM "clinics" c LEFT JOIN "accounts" a ON a."id" = c."account_id";
--> statement-breakpoint
UPDATE "clinic_staff" s SET "clinician_id" = k."id" FROM "clinicians" k WHERE k."clinic_id" = s."clinic_id";
--> statement-breakpoint
-- Appointments: the clinician and room they take, whether they are a drop-off, who changed them last.
ALTER TABLE "appointments" ADD COLUMN "clinician_id" uuid REFERENCES "clinicians"("id") ON DELETE restrict;
--> statement-breakpoint
ALTER TABLE "appointments" ADD COLUMN "room_id" uuid REFERENCES "rooms"("id") ON DELETE restrict;
--> statement-breakpoint
ALTER TABLE "appointments" ADD COLUMN "kind" text DEFAULT 'appointment' NOT NULL;
--> statement-breakpoint
ALTER TABLE "appointments" ADD COLUMN "changed_by" uuid REFERENCES "accounts"("id") ON DELETE set null;
--> statement-breakpoint
UPDATE "appointments" a SET "clinician_id" = k."id" FROM "clinicians" k WHERE k."clinic_id" = a."clinic_id";
--> statement-breakpoint
ALTER TABLE "appointments" ADD CONSTRAINT "appointments_kind_check" CHECK ("kind" in ('appointment', 'drop_off'));
--> statement-breakpoint
-- Every appointment takes a clinician's time; a drop-off is admitted by the day instead.
ALTER TABLE "appointments" ADD CONSTRAINT "appointments_clinician_check" CHECK ("kind" = 'drop_off' or "clinician_id" is not null);
--> statement-breakpoint
CREATE INDEX "appointments_clinician_idx" ON "appointments" USING btree ("clinician_id", "appointment_date");
--> statement-breakpoint
-- Who did what to an appointment and when: booked, confirmed, cancelled, moved, completed, no-show.
CREATE TABLE "appointment_changes" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"appointment_id" uuid NOT NULL REFERENCES "appointments"("id") ON DELETE cascade,
	"changed_by" uuid REFERENCES "accounts"("id") ON DELETE set null,
	"change" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "appointment_changes_appointment_idx" ON "appointment_changes" USING btree ("appointment_id", "created_at");
--> statement-breakpoint
-- The last guard moves from the clinic to each calendar: two live appointments of one clinician,
-- or of one room, never overlap.
ALTER TABLE "appointments" DROP CONSTRAINT "appointments_no_overlap";
--> statement-breakpoint
ALTER TABLE "appointments" ADD CONSTRAINT "appointments_clinician_no_overlap" EXCLUDE USING gist (
	"clinician_id" WITH =,
	tsrange("appointment_date" + "appointment_time", "appointment_date" + "appointment_time" + "duration" * interval '1 minute') WITH &&
) WHERE ("status" <> 'cancelled' AND "clinician_id" IS NOT NULL);
--> statement-breakpoint
ALTER TABLE "appointments" ADD CONSTRAINT "appointments_room_no_overlap" EXCLUDE USING gist (
	"room_id" WITH =,
	tsrange("appointment_date" + "appointment_time", "appointment_date" + "appointment_time" + "duration" * interval '1 minute') WITH &&
) WHERE ("status" <> 'cancelled' AND "room_id" IS NOT NULL);
--> statement-breakpoint
-- Published time belongs to a clinician: slots, holds and waitlist entries name theirs.
ALTER TABLE "time_slots" ADD COLUMN "clinician_id" uuid REFERENCES "clinicians"("id") ON DELETE cascade;
--> statement-breakpoint
UPDATE "time_slots" s SET "clinician_id" = k."id" FROM "clinicians" k WHERE k."clinic_id" = s."clinic_id";
--> statement-breakpoint
ALTER TABLE "time_slots" ALTER COLUMN "clinician_id" SET NOT NULL;
--> statement-breakpoint
DROP INDEX "time_slots_clinic_start_key";
--> statement-breakpoint
CREATE UNIQUE INDEX "time_slots_clinician_start_key" ON "time_slots" USING btree ("clinician_id", "date", "start_time");
--> statement-breakpoint
CREATE INDEX "time_slots_clinic_date_idx" ON "time_slots" USING btree ("clinic_id", "date", "start_time");
--> statement-breakpoint
ALTER TABLE "slot_holds" ADD COLUMN "clinician_id" uuid REFERENCES "clinicians"("id") ON DELETE cascade;
--> statement-breakpoint
UPDATE "slot_holds" h SET "clinician_id" = k."id" FROM "clinicians" k WHERE k."clinic_id" = h."clinic_id";
--> statement-breakpoint
ALTER TABLE "slot_holds" ALTER COLUMN "clinician_id" SET NOT NULL;
--> statement-breakpoint
-- null: any clinician will do
ALTER TABLE "waitlist_entries" ADD COLUMN "clinician_id" uuid REFERENCES "clinicians"("id") ON DELETE set null;
--> statement-breakpoint
-- A slot reads booked while a live appointment of its own clinician overlaps it.
CREATE FUNCTION "refresh_clinician_slots_booked"(p_clinician uuid, p_date date) RETURNS void LANGUAGE sql AS $$
	UPDATE "time_slots" AS ts SET "is_booked" = b.booked
	FROM (
		SELECT s."id", EXISTS (
			SELECT 1 FROM "appointments" a
			WHERE a."clinician_id" = s."clinician_id" AND a."appointment_date" = s."date" AND a."status" <> 'cancelled'
				AND tsrange(a."appointment_date" + a."appointment_time", a."appointment_date" + a."appointment_time" + a."duration" * interval '1 minute')
					&& tsrange(s."date" + s."start_time", s."date" + s."end_time")
		) AS booked
		FROM "time_slots" s WHERE s."clinician_id" = p_clinician AND s."date" = p_date
	) AS b
	WHERE ts."id" = b."id" AND ts."is_booked" IS DISTINCT FROM b.booked;
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION "appointments_refresh_slots"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	IF TG_OP <> 'INSERT' AND OLD."clinician_id" IS NOT NULL THEN
		PERFORM "refresh_clinician_slots_booked"(OLD."clinician_id", OLD."appointment_date");
	END IF;
	IF TG_OP <> 'DELETE' AND NEW."clinician_id" IS NOT NULL AND (TG_OP = 'INSERT'
		OR (NEW."clinician_id", NEW."appointment_date") IS DISTINCT FROM (OLD."clinician_id", OLD."appointment_date")) THEN
		PERFORM "refresh_clinician_slots_booked"(NEW."clinician_id", NEW."appointment_date");
	END IF;
	RETURN NULL;
END;
$$;
--> statement-breakpoint
DROP TRIGGER "appointments_refresh_slots" ON "appointments";
--> statement-breakpoint
CREATE TRIGGER "appointments_refresh_slots" AFTER INSERT OR DELETE OR UPDATE OF "status", "clinician_id", "appointment_date", "appointment_time", "duration" ON "appointments" FOR EACH ROW EXECUTE FUNCTION "appointments_refresh_slots"();
--> statement-breakpoint
DROP FUNCTION "refresh_time_slots_booked"(uuid, date);
--> statement-breakpoint
-- A slot published over a live appointment of its clinician is booked from the start.
CREATE OR REPLACE FUNCTION "time_slots_booked_on_insert"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	NEW."is_booked" := EXISTS (
		SELECT 1 FROM "appointments" a
		WHERE a."clinician_id" = NEW."clinician_id" AND a."appointment_date" = NEW."date" AND a."status" <> 'cancelled'
			AND tsrange(a."appointment_date" + a."appointment_time", a."appointment_date" + a."appointment_time" + a."duration" * interval '1 minute')
				&& tsrange(NEW."date" + NEW."start_time", NEW."date" + NEW."end_time")
	);
	RETURN NEW;
END;
$$;
--> statement-breakpoint
-- A clinic always has a clinician: its first calendar. Time published or held without naming a
-- clinician (the spec's slot endpoints, a clinic of one) is that clinician's.
CREATE FUNCTION "clinic_first_clinician"(p_clinic uuid) RETURNS uuid LANGUAGE sql STABLE AS $$
	SELECT "id" FROM "clinicians" WHERE "clinic_id" = p_clinic AND "removed_at" IS NULL ORDER BY "hired_at", "id" LIMIT 1;
$$;
--> statement-breakpoint
CREATE FUNCTION "fill_first_clinician"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	IF NEW."clinician_id" IS NULL THEN
		NEW."clinician_id" := "clinic_first_clinician"(NEW."clinic_id");
	END IF;
	RETURN NEW;
END;
$$;
--> statement-breakpoint
CREATE FUNCTION "appointments_fill_clinician"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	IF NEW."clinician_id" IS NULL AND NEW."kind" = 'appointment' THEN
		NEW."clinician_id" := "clinic_first_clinician"(NEW."clinic_id");
	END IF;
	RETURN NEW;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER "time_slots_fill_clinician" BEFORE INSERT ON "time_slots" FOR EACH ROW EXECUTE FUNCTION "fill_first_clinician"();
--> statement-breakpoint
CREATE TRIGGER "slot_holds_fill_clinician" BEFORE INSERT ON "slot_holds" FOR EACH ROW EXECUTE FUNCTION "fill_first_clinician"();
--> statement-breakpoint
CREATE TRIGGER "appointments_fill_clinician" BEFORE INSERT ON "appointments" FOR EACH ROW EXECUTE FUNCTION "appointments_fill_clinician"();
--> statement-breakpoint
-- A new clinic starts as a team of one: a clinician named after its account's holder, who is
-- also its owner on the staff.
CREATE FUNCTION "clinics_start_team"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
	v_clinician uuid;
BEGIN
	IF TG_OP = 'INSERT' THEN
		INSERT INTO "clinicians" ("clinic_id", "name", "role")
			SELECT NEW."id", coalesce(
				(SELECT nullif(trim(a."first_name" || ' ' || a."last_name"), '') FROM "accounts" a WHERE a."id" = NEW."account_id"),
				nullif(trim(NEW."business_name"), ''), 'Clinic calendar'), 'vet'
			RETURNING "id" INTO v_clinician;
	ELSE
		v_clinician := "clinic_first_clinician"(NEW."id");
	END IF;
	IF NEW."account_id" IS NOT NULL AND NOT EXISTS (
		SELECT 1 FROM "clinic_staff" s WHERE s."account_id" = NEW."account_id" AND s."removed_at" IS NULL
	) THEN
		INSERT INTO "clinic_staff" ("clinic_id", "account_id", "role", "clinician_id")
			VALUES (NEW."id", NEW."account_id", 'owner', v_clinician);
	END IF;
	RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER "clinics_start_team" AFTER INSERT ON "clinics" FOR EACH ROW EXECUTE FUNCTION "clinics_start_team"();
--> statement-breakpoint
CREATE TRIGGER "clinics_owner_joins" AFTER UPDATE OF "account_id" ON "clinics" FOR EACH ROW WHEN (NEW."account_id" IS NOT NULL AND NEW."account_id" IS DISTINCT FROM OLD."account_id") EXECUTE FUNCTION "clinics_start_team"();
