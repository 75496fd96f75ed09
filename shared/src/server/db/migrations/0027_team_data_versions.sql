-- The clinic page names its clinicians and the services each performs, and free time depends on
-- who works and in which rooms: a change to a clinic's team is a change of its public data, so
-- it bumps the "clinics" version inside its own transaction, as every other public table does.
DO $$
DECLARE
	"t" record;
BEGIN
	FOR "t" IN
		SELECT * FROM (VALUES ('clinicians'), ('clinician_services'), ('rooms')) AS v("tbl")
	LOOP
		EXECUTE format(
			'CREATE TRIGGER %I AFTER INSERT ON %I REFERENCING NEW TABLE AS "changed" FOR EACH STATEMENT EXECUTE FUNCTION "bump_data_version"(%L)',
			t.tbl || '_version_insert', t.tbl, 'clinics');
		EXECUTE format(
			'CREATE TRIGGER %I AFTER UPDATE ON %I REFERENCING NEW TABLE AS "changed" FOR EACH STATEMENT EXECUTE FUNCTION "bump_data_version"(%L)',
			t.tbl || '_version_update', t.tbl, 'clinics');
		EXECUTE format(
			'CREATE TRIGGER %I AFTER DELETE ON %I REFERENCING OLD TABLE AS "changed" FOR EACH STATEMENT EXECUTE FUNCTION "bump_data_version"(%L)',
			t.tbl || '_version_delete', t.tbl, 'clinics');
		EXECUTE format(
			'CREATE TRIGGER %I AFTER TRUNCATE ON %I FOR EACH STATEMENT EXECUTE FUNCTION "bump_data_version"(%L)',
			t.tbl || '_version_truncate', t.tbl, 'clinics');
	END LOOP;
END
$$;
