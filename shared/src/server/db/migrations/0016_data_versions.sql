-- A version per scope of public data, bumped inside the transaction that changes it, so a cache of
-- public answers keyed on the version can never serve what a committed change made stale. Every
-- writer (API, workers, scraper, imports, psql) goes through the triggers below: none can forget.
--
-- A scope's version is the SUM of its stripes. A writer bumps one stripe that no other open
-- transaction holds (FOR UPDATE SKIP LOCKED), so concurrent writers never wait for each other and
-- two transactions bumping two scopes in opposite orders cannot deadlock. Each commit adds at least
-- one to the sum, so the sum a reader sees grows exactly when a change it can see was committed.
CREATE TABLE "data_versions" (
	"scope" text NOT NULL,
	"stripe" smallint NOT NULL,
	"version" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "data_versions_pkey" PRIMARY KEY ("scope", "stripe")
);
--> statement-breakpoint
-- clinics: what a clinic's public pages show of it; slots: its bookable time; directory: the
-- worldwide practices and their prices; stats: the stored overview.
INSERT INTO "data_versions" ("scope", "stripe")
SELECT "scope", "stripe"
FROM unnest(ARRAY['clinics', 'slots', 'directory', 'stats']) AS "scope",
	generate_series(0, 31) AS "stripe";
--> statement-breakpoint
CREATE FUNCTION "bump_data_version"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
	"wanted" text := TG_ARGV[0];
BEGIN
	-- A statement that touched no row (a refused guarded insert, an update matching nothing)
	-- changed nothing a reader could see: no bump, no row lock.
	IF TG_OP <> 'TRUNCATE' THEN
		IF NOT EXISTS (SELECT 1 FROM "changed") THEN
			RETURN NULL;
		END IF;
	END IF;
	UPDATE "data_versions" SET "version" = "version" + 1
	WHERE ("scope", "stripe") = (
		SELECT "scope", "stripe" FROM "data_versions"
		WHERE "scope" = "wanted"
		ORDER BY "stripe"
		LIMIT 1
		FOR UPDATE SKIP LOCKED
	);
	IF NOT FOUND THEN
		-- More open writers of this scope than stripes: wait for one rather than lose the bump.
		UPDATE "data_versions" SET "version" = "version" + 1
		WHERE "scope" = "wanted" AND "stripe" = pg_backend_pid() % 32;
	END IF;
	RETURN NULL;
END
$$;
--> statement-breakpoint
-- Transition tables allow one event per trigger, hence one trigger per event and table.
DO $$
DECLARE
	"t" record;
BEGIN
	FOR "t" IN
		SELECT * FROM (VALUES
			('clinics', 'clinics'), ('services', 'clinics'), ('service_categories', 'clinics'),
			('closures', 'clinics'), ('reviews', 'clinics'),
			('time_slots', 'slots'), ('appointments', 'slots'), ('slot_holds', 'slots'),
			('global_practices', 'directory'), ('global_practice_services', 'directory'),
			('global_categories', 'directory'),
			('global_stats', 'stats')
		) AS v("tbl", "scope")
	LOOP
		EXECUTE format(
			'CREATE TRIGGER %I AFTER INSERT ON %I REFERENCING NEW TABLE AS "changed" FOR EACH STATEMENT EXECUTE FUNCTION "bump_data_version"(%L)',
			t.tbl || '_version_insert', t.tbl, t.scope);
		EXECUTE format(
			'CREATE TRIGGER %I AFTER UPDATE ON %I REFERENCING NEW TABLE AS "changed" FOR EACH STATEMENT EXECUTE FUNCTION "bump_data_version"(%L)',
			t.tbl || '_version_update', t.tbl, t.scope);
		EXECUTE format(
			'CREATE TRIGGER %I AFTER DELETE ON %I REFERENCING OLD TABLE AS "changed" FOR EACH STATEMENT EXECUTE FUNCTION "bump_data_version"(%L)',
			t.tbl || '_version_delete', t.tbl, t.scope);
		EXECUTE format(
			'CREATE TRIGGER %I AFTER TRUNCATE ON %I FOR EACH STATEMENT EXECUTE FUNCTION "bump_data_version"(%L)',
			t.tbl || '_version_truncate', t.tbl, t.scope);
	END LOOP;
END
$$;
