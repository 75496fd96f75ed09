-- A visit the clinic's desk booked for an existing account by its email: it keeps its time, but
-- the clinic cannot confirm it and it does not count until the account holder confirms it.
ALTER TABLE "appointments" ADD COLUMN "awaiting_owner_since" timestamp with time zone;
--> statement-breakpoint
-- Who changed each appointment. The account acting in a transaction is named by actAs()
-- (shared/src/server/db/actor.ts) as the setting petvet.actor; a change made without it (a worker,
-- the console) is the system's and records no one.
CREATE FUNCTION "appointment_actor"() RETURNS uuid LANGUAGE sql STABLE AS $$
	SELECT nullif(current_setting('petvet.actor', true), '')::uuid;
$$;
--> statement-breakpoint
-- The changes worth recording: a booking, a new status, a new time, another clinician, and the
-- account holder confirming a visit the desk booked in their name.
CREATE FUNCTION "appointment_change_words"(o "appointments", n "appointments") RETURNS text[] LANGUAGE sql IMMUTABLE AS $$
	SELECT array_remove(ARRAY[
		CASE WHEN n."status" IS DISTINCT FROM o."status" THEN n."status" END,
		CASE WHEN (n."appointment_date", n."appointment_time") IS DISTINCT FROM (o."appointment_date", o."appointment_time") THEN 'moved' END,
		CASE WHEN n."clinician_id" IS DISTINCT FROM o."clinician_id" THEN 'reassigned' END,
		CASE WHEN o."awaiting_owner_since" IS NOT NULL AND n."awaiting_owner_since" IS NULL THEN 'owner_confirmed' END
	], NULL);
$$;
--> statement-breakpoint
CREATE FUNCTION "appointments_stamp_changed_by"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	-- The acting account wins; without one, a writer that names changed_by itself keeps it, and
	-- any other change is the system's.
	IF TG_OP = 'INSERT' THEN
		NEW."changed_by" := coalesce("appointment_actor"(), NEW."changed_by");
	ELSIF cardinality("appointment_change_words"(OLD, NEW)) > 0 THEN
		NEW."changed_by" := coalesce("appointment_actor"(),
			CASE WHEN NEW."changed_by" IS DISTINCT FROM OLD."changed_by" THEN NEW."changed_by" END);
	END IF;
	RETURN NEW;
END;
$$;
--> statement-breakpoint
CREATE FUNCTION "appointments_record_change"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	IF TG_OP = 'INSERT' THEN
		INSERT INTO "appointment_changes" ("appointment_id", "changed_by", "change")
			VALUES (NEW."id", NEW."changed_by", 'booked');
	ELSE
		INSERT INTO "appointment_changes" ("appointment_id", "changed_by", "change")
			SELECT NEW."id", NEW."changed_by", w FROM unnest("appointment_change_words"(OLD, NEW)) AS w;
	END IF;
	RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER "appointments_stamp_changed_by" BEFORE INSERT OR UPDATE OF "status", "appointment_date", "appointment_time", "clinician_id", "awaiting_owner_since" ON "appointments" FOR EACH ROW EXECUTE FUNCTION "appointments_stamp_changed_by"();
--> statement-breakpoint
CREATE TRIGGER "appointments_record_change" AFTER INSERT OR UPDATE OF "status", "appointment_date", "appointment_time", "clinician_id", "awaiting_owner_since" ON "appointments" FOR EACH ROW EXECUTE FUNCTION "appointments_record_change"();
--> statement-breakpoint
-- Every business request reads its account's membership, live or removed: one index look-up.
CREATE INDEX "clinic_staff_account_idx" ON "clinic_staff" USING btree ("account_id", "created_at");
