ALTER TABLE "global_practices" ADD COLUMN "twin_clinic_id" uuid;--> statement-breakpoint
ALTER TABLE "global_practices" ADD CONSTRAINT "global_practices_twin_clinic_id_clinics_id_fk" FOREIGN KEY ("twin_clinic_id") REFERENCES "public"."clinics"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "global_practices_twin_domain_idx" ON "global_practices" USING btree ("website_domain") WHERE "global_practices"."clinic_id" is null and "global_practices"."website_domain" <> '';--> statement-breakpoint
CREATE INDEX "global_practices_twin_clinic_idx" ON "global_practices" USING btree ("twin_clinic_id") WHERE "global_practices"."twin_clinic_id" is not null;--> statement-breakpoint
-- A crawled practice is the twin of a published PetVet clinic with the same website (the
-- practice's registrable domain is the clinic's host, or the host's last two or three labels, as
-- book.example.co.uk is example.co.uk's) or the same name and postcode; of several, the oldest
-- clinic. It was worked out for every row a page returned, four index probes a row; it is now
-- worked out when a practice or a clinic is written (the triggers below) and read from the row.
-- The expressions are written exactly as migration 0015's indexes of published clinics declare
-- them, so each rule is one short read of its index. No domain or no postcode matches nothing.
CREATE FUNCTION "practice_twin_clinic"("practice_domain" text, "practice_name" text, "practice_postcode" text) RETURNS uuid LANGUAGE sql STABLE AS $$
	SELECT "f"."id" FROM (
		(SELECT "c"."id", "c"."created_at" FROM "clinics" AS "c"
			WHERE "c"."profile_saved_at" IS NOT NULL
				AND lower(regexp_replace(website, '^([a-z][a-z0-9+.-]*://)?(www\.)?([^/:?#]+).*$', '\3', 'i')) = nullif("practice_domain", '')
			ORDER BY "c"."created_at", "c"."id" LIMIT 1)
		UNION ALL
		(SELECT "c"."id", "c"."created_at" FROM "clinics" AS "c"
			WHERE "c"."profile_saved_at" IS NOT NULL
				AND substring(lower(regexp_replace(website, '^([a-z][a-z0-9+.-]*://)?(www\.)?([^/:?#]+).*$', '\3', 'i')) from '[^.]+\.[^.]+$') = nullif("practice_domain", '')
			ORDER BY "c"."created_at", "c"."id" LIMIT 1)
		UNION ALL
		(SELECT "c"."id", "c"."created_at" FROM "clinics" AS "c"
			WHERE "c"."profile_saved_at" IS NOT NULL
				AND substring(lower(regexp_replace(website, '^([a-z][a-z0-9+.-]*://)?(www\.)?([^/:?#]+).*$', '\3', 'i')) from '[^.]+\.[^.]+\.[^.]+$') = nullif("practice_domain", '')
			ORDER BY "c"."created_at", "c"."id" LIMIT 1)
		UNION ALL
		(SELECT "c"."id", "c"."created_at" FROM "clinics" AS "c"
			WHERE "c"."profile_saved_at" IS NOT NULL
				AND lower(trim("c"."business_name")) = lower(trim("practice_name"))
				AND upper(replace("c"."postcode", ' ', '')) = nullif(upper(replace("practice_postcode", ' ', '')), '')
			ORDER BY "c"."created_at", "c"."id" LIMIT 1)
	) AS "f"
	ORDER BY "f"."created_at", "f"."id" LIMIT 1
$$;--> statement-breakpoint
-- A practice written: its twin again when what the rules read changed. A clinic's own listing
-- (clinic_id set) has no twin: it is the clinic. Row by row, before the write, so the row is
-- written once with its twin (an import of a million rows pays four short probes a row).
CREATE FUNCTION "global_practices_twin"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	NEW."twin_clinic_id" := CASE WHEN NEW."clinic_id" IS NULL
		THEN "practice_twin_clinic"(NEW."website_domain", NEW."name", NEW."postcode") END;
	RETURN NEW;
END
$$;--> statement-breakpoint
CREATE TRIGGER "global_practices_twin_insert" BEFORE INSERT ON "global_practices" FOR EACH ROW EXECUTE FUNCTION "global_practices_twin"();--> statement-breakpoint
CREATE TRIGGER "global_practices_twin_update" BEFORE UPDATE OF "website_domain", "name", "postcode", "clinic_id" ON "global_practices" FOR EACH ROW
	WHEN ((OLD."website_domain", OLD."name", OLD."postcode", OLD."clinic_id") IS DISTINCT FROM (NEW."website_domain", NEW."name", NEW."postcode", NEW."clinic_id"))
	EXECUTE FUNCTION "global_practices_twin"();--> statement-breakpoint
-- The twins of the crawled practices these clinics' websites, names and postcodes may match,
-- worked out again: only those practices are read (the website-domain index, the postcode index),
-- and only a twin that changes is written. Names and postcodes are matched as two lists, which
-- may read a few practices more than the pairs would; each is recomputed by the full rules.
CREATE FUNCTION "practice_twins_refresh"("domains" text[], "names" text[], "postcodes" text[]) RETURNS void LANGUAGE sql AS $$
	UPDATE "global_practices" AS "p" SET "twin_clinic_id" = "x"."twin"
	FROM (
		SELECT "q"."id", "practice_twin_clinic"("q"."website_domain", "q"."name", "q"."postcode") AS "twin"
		FROM "global_practices" AS "q"
		WHERE ("q"."clinic_id" IS NULL AND "q"."website_domain" <> '' AND "q"."website_domain" = ANY ("domains"))
			OR ("q"."clinic_id" IS NULL AND upper(replace("q"."postcode", ' ', '')) = ANY ("postcodes")
				AND lower(trim("q"."name")) = ANY ("names"))
	) AS "x"
	WHERE "p"."id" = "x"."id" AND "p"."twin_clinic_id" IS DISTINCT FROM "x"."twin"
$$;--> statement-breakpoint
-- The website keys and name and postcode keys of some clinics, as the rules compare them.
CREATE FUNCTION "practice_twins_refresh_for"("websites" text[], "names" text[], "postcodes" text[]) RETURNS void LANGUAGE sql AS $$
	SELECT "practice_twins_refresh"(
		(SELECT coalesce(array_agg(DISTINCT "k"."key"), '{}') FROM unnest("websites") AS "w"("website")
			CROSS JOIN LATERAL (SELECT lower(regexp_replace("w"."website", '^([a-z][a-z0-9+.-]*://)?(www\.)?([^/:?#]+).*$', '\3', 'i')) AS "host") AS "h"
			CROSS JOIN LATERAL (VALUES ("h"."host"), (substring("h"."host" from '[^.]+\.[^.]+$')), (substring("h"."host" from '[^.]+\.[^.]+\.[^.]+$'))) AS "k"("key")
			WHERE "k"."key" <> ''),
		(SELECT coalesce(array_agg(DISTINCT lower(trim("n"))), '{}') FROM unnest("names") AS "n"),
		(SELECT coalesce(array_agg(DISTINCT upper(replace("c", ' ', ''))), '{}') FROM unnest("postcodes") AS "c"
			WHERE upper(replace("c", ' ', '')) <> ''))
$$;--> statement-breakpoint
-- Clinics: one published, unpublished, deleted, or changing what the rules read (website, name,
-- postcode, age) changes the twins of the practices its old and its new values match. A deleted
-- clinic's twins were set null by the foreign key just before (row actions run before statement
-- triggers); they are given their next clinic here. Statement triggers: a bulk write pays once.
CREATE FUNCTION "clinics_practice_twins"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
	"websites" text[];
	"names" text[];
	"postcodes" text[];
BEGIN
	IF TG_OP = 'INSERT' THEN
		SELECT array_agg("website"), array_agg("business_name"), array_agg("postcode")
		INTO "websites", "names", "postcodes"
		FROM "changed" WHERE "profile_saved_at" IS NOT NULL;
	ELSIF TG_OP = 'DELETE' THEN
		SELECT array_agg("website"), array_agg("business_name"), array_agg("postcode")
		INTO "websites", "names", "postcodes"
		FROM "gone" WHERE "profile_saved_at" IS NOT NULL;
	ELSE
		SELECT array_agg("v"."website"), array_agg("v"."business_name"), array_agg("v"."postcode")
		INTO "websites", "names", "postcodes"
		FROM "gone" AS "o" JOIN "changed" AS "n" ON "n"."id" = "o"."id"
		CROSS JOIN LATERAL (VALUES ("o"."website", "o"."business_name", "o"."postcode"),
			("n"."website", "n"."business_name", "n"."postcode")) AS "v"("website", "business_name", "postcode")
		WHERE ("o"."profile_saved_at" IS NULL, "o"."website", "o"."business_name", "o"."postcode", "o"."created_at")
				IS DISTINCT FROM ("n"."profile_saved_at" IS NULL, "n"."website", "n"."business_name", "n"."postcode", "n"."created_at")
			AND ("o"."profile_saved_at" IS NOT NULL OR "n"."profile_saved_at" IS NOT NULL);
	END IF;
	IF "websites" IS NOT NULL THEN
		PERFORM "practice_twins_refresh_for"("websites", "names", "postcodes");
	END IF;
	RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "clinics_practice_twins_insert" AFTER INSERT ON "clinics" REFERENCING NEW TABLE AS "changed" FOR EACH STATEMENT EXECUTE FUNCTION "clinics_practice_twins"();--> statement-breakpoint
CREATE TRIGGER "clinics_practice_twins_update" AFTER UPDATE ON "clinics" REFERENCING OLD TABLE AS "gone" NEW TABLE AS "changed" FOR EACH STATEMENT EXECUTE FUNCTION "clinics_practice_twins"();--> statement-breakpoint
CREATE TRIGGER "clinics_practice_twins_delete" AFTER DELETE ON "clinics" REFERENCING OLD TABLE AS "gone" FOR EACH STATEMENT EXECUTE FUNCTION "clinics_practice_twins"();--> statement-breakpoint
-- The practices already there: found from the published clinics, so only twins are written.
SELECT "practice_twins_refresh_for"(array_agg("website"), array_agg("business_name"), array_agg("postcode"))
FROM "clinics" WHERE "profile_saved_at" IS NOT NULL;
