-- The last guard on drop-off caps: a drop-off day never admits more of a service than its own
-- daily cap, nor more drop-offs in all than the clinic's total cap. The API checks the caps under
-- the same advisory lock (class 48153, key: clinic and date) before it writes; this trigger takes
-- that lock too, so a writer that skipped the API's check still waits its turn, and then counts
-- with a fresh snapshot that sees every drop-off committed before it.
CREATE FUNCTION "appointments_drop_off_caps"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
	v_service_cap integer;
	v_total_cap integer;
	v_service_count integer;
	v_total_count integer;
BEGIN
	IF NEW."kind" <> 'drop_off' OR NEW."status" = 'cancelled' THEN
		RETURN NULL;
	END IF;
	-- A drop-off that was already counted on this day for this service adds nothing.
	IF TG_OP = 'UPDATE' AND OLD."kind" = 'drop_off' AND OLD."status" <> 'cancelled'
		AND OLD."appointment_date" = NEW."appointment_date"
		AND OLD."service_id" IS NOT DISTINCT FROM NEW."service_id" THEN
		RETURN NULL;
	END IF;
	PERFORM pg_advisory_xact_lock(48153, hashtext(NEW."clinic_id"::text || ' ' || NEW."appointment_date"::text));
	SELECT s."daily_cap" INTO v_service_cap FROM "services" s WHERE s."id" = NEW."service_id";
	SELECT (c."drop_off" ->> 'dailyCap')::integer INTO v_total_cap FROM "clinics" c WHERE c."id" = NEW."clinic_id";
	SELECT count(*) FILTER (WHERE a."service_id" = NEW."service_id"), count(*)
		INTO v_service_count, v_total_count
		FROM "appointments" a
		WHERE a."clinic_id" = NEW."clinic_id" AND a."appointment_date" = NEW."appointment_date"
			AND a."kind" = 'drop_off' AND a."status" <> 'cancelled';
	IF (v_service_cap IS NOT NULL AND v_service_count > v_service_cap)
		OR (v_total_cap IS NOT NULL AND v_total_count > v_total_cap) THEN
		RAISE EXCEPTION 'drop-off day is full' USING ERRCODE = 'check_violation', CONSTRAINT = 'appointments_drop_off_caps';
	END IF;
	RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "appointments_drop_off_caps" AFTER INSERT OR UPDATE OF "kind", "status", "appointment_date", "service_id" ON "appointments" FOR EACH ROW EXECUTE FUNCTION "appointments_drop_off_caps"();
--> statement-breakpoint
-- Counting a clinic's live drop-offs of a day is one index range.
CREATE INDEX "appointments_drop_off_day_idx" ON "appointments" USING btree ("clinic_id", "appointment_date", "service_id") WHERE "kind" = 'drop_off' AND "status" <> 'cancelled';
