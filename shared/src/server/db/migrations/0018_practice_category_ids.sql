-- The categories a practice lists prices in, on the practice's own row: a service filter then
-- tests the row the radius search reads anyway, instead of probing the prices' index once per
-- practice in the circle. The triggers below keep it true for every writer (crawls, imports, the
-- demo, psql); none has to remember it.
ALTER TABLE "global_practices" ADD COLUMN "category_ids" integer[] DEFAULT '{}' NOT NULL;--> statement-breakpoint
UPDATE "global_practices" AS "p" SET "category_ids" = "c"."ids"
FROM (
	SELECT "practice_id", array_agg(DISTINCT "category_id" ORDER BY "category_id") AS "ids"
	FROM "global_practice_services"
	GROUP BY "practice_id"
) AS "c"
WHERE "c"."practice_id" = "p"."id";--> statement-breakpoint
CREATE FUNCTION "sync_practice_category_ids"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
	"ids" bigint[];
BEGIN
	IF TG_OP = 'TRUNCATE' THEN
		UPDATE "global_practices" SET "category_ids" = '{}' WHERE "category_ids" <> '{}';
		RETURN NULL;
	ELSIF TG_OP = 'INSERT' THEN
		SELECT array_agg(DISTINCT "practice_id") INTO "ids" FROM "changed";
	ELSIF TG_OP = 'DELETE' THEN
		SELECT array_agg(DISTINCT "practice_id") INTO "ids" FROM "gone";
	ELSE
		SELECT array_agg(DISTINCT "practice_id") INTO "ids"
		FROM (SELECT "practice_id" FROM "changed" UNION ALL SELECT "practice_id" FROM "gone") AS "both";
	END IF;
	IF "ids" IS NULL THEN
		RETURN NULL;
	END IF;
	-- Lock the practices first, in id order: the update below then starts after any other writer
	-- of their prices has committed, and reads what it wrote (two writers never keep a stale list).
	PERFORM 1 FROM "global_practices" WHERE "id" = ANY ("ids") ORDER BY "id" FOR UPDATE;
	UPDATE "global_practices" AS "p" SET "category_ids" = "now"."ids"
	FROM (
		SELECT "x"."id", coalesce((
			SELECT array_agg(DISTINCT "s"."category_id" ORDER BY "s"."category_id")
			FROM "global_practice_services" AS "s" WHERE "s"."practice_id" = "x"."id"
		), '{}') AS "ids"
		FROM unnest("ids") AS "x"("id")
	) AS "now"
	-- A writer that already stored the list (the demo directory) leaves nothing to rewrite.
	WHERE "p"."id" = "now"."id" AND "p"."category_ids" IS DISTINCT FROM "now"."ids";
	RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "global_practice_services_categories_insert" AFTER INSERT ON "global_practice_services" REFERENCING NEW TABLE AS "changed" FOR EACH STATEMENT EXECUTE FUNCTION "sync_practice_category_ids"();--> statement-breakpoint
CREATE TRIGGER "global_practice_services_categories_update" AFTER UPDATE ON "global_practice_services" REFERENCING OLD TABLE AS "gone" NEW TABLE AS "changed" FOR EACH STATEMENT EXECUTE FUNCTION "sync_practice_category_ids"();--> statement-breakpoint
CREATE TRIGGER "global_practice_services_categories_delete" AFTER DELETE ON "global_practice_services" REFERENCING OLD TABLE AS "gone" FOR EACH STATEMENT EXECUTE FUNCTION "sync_practice_category_ids"();--> statement-breakpoint
CREATE TRIGGER "global_practice_services_categories_truncate" AFTER TRUNCATE ON "global_practice_services" FOR EACH STATEMENT EXECUTE FUNCTION "sync_practice_category_ids"();
