CREATE TABLE "practice_cells" (
	"category_id" smallint NOT NULL,
	"cell" bigint NOT NULL,
	"practices" integer NOT NULL,
	CONSTRAINT "practice_cells_pkey" PRIMARY KEY("category_id","cell")
);--> statement-breakpoint
-- A practice's cell at a level: grids of 0.05, 0.25 and 1.25 degrees (levels 0, 1, 2), numbered by
-- level, row from the south pole and column from the antimeridian. The search works out the same
-- numbers (practice-cells.ts) for the cells wholly inside its circle.
CREATE OR REPLACE FUNCTION "petvet_practice_cell"("lat" float8, "lng" float8, "level" int) RETURNS bigint
LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
	SELECT "level"::bigint * 10000000000
		+ floor(("lat" + 90) / (0.05::float8 * power(5::float8, "level")))::bigint * 100000
		+ floor(("lng" + 180) / (0.05::float8 * power(5::float8, "level")))::bigint
$$;--> statement-breakpoint
-- What a set of practice rows adds to the cells (sign 1) or takes from them (sign -1).
CREATE OR REPLACE FUNCTION "petvet_practice_cell_rows"("lat" float8, "lng" float8, "category_ids" int[], "sign" int)
RETURNS TABLE ("category_id" smallint, "cell" bigint, "delta" int)
LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
	SELECT "c"::smallint, "petvet_practice_cell"("lat", "lng", "l"), "sign"
	FROM generate_series(0, 2) AS "l", unnest(array[0] || "category_ids") AS "c"
	WHERE "lat" IS NOT NULL AND "lng" IS NOT NULL
$$;--> statement-breakpoint
-- One statement's changes, summed per cell before they are written: a bulk import of a million
-- practices writes each cell once, and cells are written in one order (no two writers deadlock).
-- An update counts only where the position or the categories changed.
CREATE OR REPLACE FUNCTION "petvet_practice_cells_apply"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	IF TG_OP = 'TRUNCATE' THEN
		DELETE FROM "practice_cells";
	ELSIF TG_OP = 'INSERT' THEN
		INSERT INTO "practice_cells" AS "p" ("category_id", "cell", "practices")
		SELECT d."category_id", d."cell", sum(d."delta")::int
		FROM "new_rows" AS n, "petvet_practice_cell_rows"(n."lat", n."lng", n."category_ids", 1) AS d
		GROUP BY 1, 2 ORDER BY 1, 2
		ON CONFLICT ("category_id", "cell") DO UPDATE SET "practices" = "p"."practices" + excluded."practices";
	ELSIF TG_OP = 'DELETE' THEN
		INSERT INTO "practice_cells" AS "p" ("category_id", "cell", "practices")
		SELECT d."category_id", d."cell", sum(d."delta")::int
		FROM "old_rows" AS o, "petvet_practice_cell_rows"(o."lat", o."lng", o."category_ids", -1) AS d
		GROUP BY 1, 2 ORDER BY 1, 2
		ON CONFLICT ("category_id", "cell") DO UPDATE SET "practices" = "p"."practices" + excluded."practices";
	ELSE
		INSERT INTO "practice_cells" AS "p" ("category_id", "cell", "practices")
		SELECT d."category_id", d."cell", sum(d."delta")::int
		FROM "old_rows" AS o JOIN "new_rows" AS n USING ("id"),
			LATERAL (
				SELECT * FROM "petvet_practice_cell_rows"(o."lat", o."lng", o."category_ids", -1)
				UNION ALL
				SELECT * FROM "petvet_practice_cell_rows"(n."lat", n."lng", n."category_ids", 1)
			) AS d
		WHERE (o."lat", o."lng", o."category_ids") IS DISTINCT FROM (n."lat", n."lng", n."category_ids")
		GROUP BY 1, 2 HAVING sum(d."delta") <> 0 ORDER BY 1, 2
		ON CONFLICT ("category_id", "cell") DO UPDATE SET "practices" = "p"."practices" + excluded."practices";
	END IF;
	RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "global_practices_cells_insert" AFTER INSERT ON "global_practices"
	REFERENCING NEW TABLE AS "new_rows" FOR EACH STATEMENT EXECUTE FUNCTION "petvet_practice_cells_apply"();--> statement-breakpoint
CREATE TRIGGER "global_practices_cells_update" AFTER UPDATE ON "global_practices"
	REFERENCING OLD TABLE AS "old_rows" NEW TABLE AS "new_rows" FOR EACH STATEMENT EXECUTE FUNCTION "petvet_practice_cells_apply"();--> statement-breakpoint
CREATE TRIGGER "global_practices_cells_delete" AFTER DELETE ON "global_practices"
	REFERENCING OLD TABLE AS "old_rows" FOR EACH STATEMENT EXECUTE FUNCTION "petvet_practice_cells_apply"();--> statement-breakpoint
CREATE TRIGGER "global_practices_cells_truncate" AFTER TRUNCATE ON "global_practices"
	FOR EACH STATEMENT EXECUTE FUNCTION "petvet_practice_cells_apply"();--> statement-breakpoint
INSERT INTO "practice_cells" ("category_id", "cell", "practices")
SELECT d."category_id", d."cell", sum(d."delta")::int
FROM "global_practices" AS g, "petvet_practice_cell_rows"(g."lat", g."lng", g."category_ids", 1) AS d
GROUP BY 1, 2;
