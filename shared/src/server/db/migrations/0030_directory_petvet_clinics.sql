ALTER TABLE "global_practices" ADD COLUMN "clinic_id" uuid;--> statement-breakpoint
ALTER TABLE "global_practices" ADD COLUMN "review_count" integer;--> statement-breakpoint
ALTER TABLE "global_practices" ADD COLUMN "open_days" smallint;--> statement-breakpoint
ALTER TABLE "global_practices" ADD CONSTRAINT "global_practices_clinic_id_clinics_id_fk" FOREIGN KEY ("clinic_id") REFERENCES "public"."clinics"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "global_practices_clinic_key" ON "global_practices" USING btree ("clinic_id") WHERE "global_practices"."clinic_id" is not null;--> statement-breakpoint
-- A PetVet clinic with a saved profile is one practice of the directory (source 'petvet', its
-- clinic_id set), kept by the triggers below for every writer of clinics and services (the API,
-- seeds, the bench, psql): nobody has to remember it. Its prices are the clinic's services on the
-- standard price list, as its public price page shows them.
--
-- Three copies of TypeScript tables follow, each checked against its source by
-- services/api/src/modules/directory/petvet-listing-sql.integration.test.ts: a change there must
-- come with a migration replacing the function here.
-- The dated rate table (RATES_TO_USD in shared/src/domain/currency.ts): min_price_usd as importers store it.
CREATE FUNCTION "petvet_usd_rate"("currency" text) RETURNS numeric LANGUAGE sql IMMUTABLE AS $$
	SELECT CASE upper("currency") WHEN 'USD' THEN 1 WHEN 'EUR' THEN 1.035 WHEN 'GBP' THEN 1.25 WHEN 'JPY' THEN 0.00636 WHEN 'CAD' THEN 0.695 WHEN 'AUD' THEN 0.622 WHEN 'CHF' THEN 1.1 WHEN 'NZD' THEN 0.562 WHEN 'SGD' THEN 0.733 WHEN 'HKD' THEN 0.1287 WHEN 'CNY' THEN 0.137 WHEN 'KRW' THEN 0.00068 WHEN 'INR' THEN 0.01167 WHEN 'SEK' THEN 0.0906 WHEN 'NOK' THEN 0.088 WHEN 'DKK' THEN 0.1388 WHEN 'PLN' THEN 0.243 WHEN 'CZK' THEN 0.0411 WHEN 'HUF' THEN 0.00251 WHEN 'RON' THEN 0.208 WHEN 'TRY' THEN 0.0283 WHEN 'ILS' THEN 0.274 WHEN 'AED' THEN 0.2723 WHEN 'ZAR' THEN 0.0531 WHEN 'BRL' THEN 0.162 WHEN 'MXN' THEN 0.0485 WHEN 'ARS' THEN 0.00097 WHEN 'CLP' THEN 0.001 WHEN 'COP' THEN 0.000227 WHEN 'THB' THEN 0.0291 WHEN 'MYR' THEN 0.2235 WHEN 'PHP' THEN 0.0172 WHEN 'IDR' THEN 0.0000617 END
$$;--> statement-breakpoint
-- The directory category of a standard service (STANDARD_SERVICES[].category in shared/src/domain/standard-price-list.ts).
CREATE FUNCTION "petvet_standard_category"("service" text) RETURNS text LANGUAGE sql IMMUTABLE AS $$
	SELECT CASE "service" WHEN 'first-consultation' THEN 'consultation' WHEN 'repeat-consultation' THEN 'consultation' WHEN 'out-of-hours-consultation' THEN 'emergency' WHEN 'nurse-consultation' THEN 'consultation' WHEN 'nail-clipping' THEN 'nail-clipping' WHEN 'anal-gland-expression' THEN 'grooming' WHEN 'microchipping' THEN 'microchipping' WHEN 'animal-health-certificate' THEN 'pet-travel' WHEN 'vaccination-primary-course' THEN 'vaccination' WHEN 'vaccination-booster' THEN 'vaccination' WHEN 'kennel-cough-vaccination' THEN 'vaccination' WHEN 'pet-care-plan' THEN 'other' WHEN 'prescription-fee' THEN 'other' WHEN 'prescription-additional-item' THEN 'other' WHEN 'repeat-prescription-fee' THEN 'other' WHEN 'dispensing-fee' THEN 'other' WHEN 'injection-administration' THEN 'other' WHEN 'insurance-administration-fee' THEN 'other' WHEN 'dental-assessment' THEN 'dental' WHEN 'castration' THEN 'neutering' WHEN 'spay-traditional' THEN 'neutering' WHEN 'spay-laparoscopic' THEN 'neutering' WHEN 'physiotherapy-session' THEN 'other' WHEN 'laser-therapy-session' THEN 'other' WHEN 'x-ray' THEN 'imaging' WHEN 'ultrasound-abdominal' THEN 'imaging' WHEN 'echocardiogram' THEN 'imaging' WHEN 'cytology-ear-swab' THEN 'diagnostics' WHEN 'cytology-fine-needle-aspirate' THEN 'diagnostics' WHEN 'urine-screen' THEN 'diagnostics' WHEN 'ct-scan' THEN 'imaging' WHEN 'mri-scan' THEN 'imaging' WHEN 'pre-anaesthetic-blood-test' THEN 'diagnostics' WHEN 'euthanasia' THEN 'euthanasia' WHEN 'cremation-communal' THEN 'euthanasia' WHEN 'cremation-individual' THEN 'euthanasia' END
$$;--> statement-breakpoint
-- The ISO code the directory stores: the business profile stores codes ("GB"); older rows and
-- hand-made ones may hold a name. A name it does not know gives '' (no country), never a guess.
CREATE FUNCTION "petvet_country_code"("country" text) RETURNS text LANGUAGE sql IMMUTABLE AS $$
	SELECT CASE
		WHEN lower(trim("country")) IN ('uk', 'u.k.', 'united kingdom', 'great britain', 'britain', 'england', 'scotland', 'wales', 'northern ireland') THEN 'GB'
		WHEN lower(trim("country")) IN ('us', 'usa', 'u.s.', 'u.s.a.', 'united states', 'united states of america', 'america') THEN 'US'
		WHEN trim("country") ~ '^[A-Za-z]{2}$' THEN upper(trim("country"))
		ELSE coalesce((SELECT "v"."code" FROM (VALUES ('ireland', 'IE'), ('france', 'FR'), ('germany', 'DE'), ('deutschland', 'DE'), ('spain', 'ES'), ('italy', 'IT'), ('netherlands', 'NL'), ('belgium', 'BE'), ('portugal', 'PT'), ('switzerland', 'CH'), ('austria', 'AT'), ('canada', 'CA'), ('australia', 'AU'), ('new zealand', 'NZ'), ('japan', 'JP')) AS "v"("name", "code") WHERE "v"."name" = lower(trim("country"))), '')
	END
$$;--> statement-breakpoint
-- The registrable domain of a website, near enough to the importer's public suffix list
-- (registrableDomain in services/api/src/modules/directory/website.ts) for the suffixes clinics
-- use: the host without "www.", its last two labels, or three under a second-level suffix such
-- as co.uk or com.au. '' when there is no host.
CREATE FUNCTION "petvet_website_domain"("website" text) RETURNS text LANGUAGE sql IMMUTABLE AS $$
	SELECT CASE
		WHEN "h"."host" !~ '^[a-z0-9-]+(\.[a-z0-9-]+)+$' OR "h"."host" ~ '^[0-9.]+$' THEN ''
		WHEN "h"."host" ~ '\.(co|com|org|net|ac|gov|edu|ltd|plc|me|nhs|sch|or|ne|go|gob|gv)\.[a-z]{2}$'
			THEN coalesce(substring("h"."host" from '[^.]+\.[^.]+\.[^.]+$'), '')
		ELSE coalesce(substring("h"."host" from '[^.]+\.[^.]+$'), '')
	END
	FROM (SELECT lower(regexp_replace(trim("website"), '^([a-z][a-z0-9+.-]*://)?(www\.)?([^/:?#]+).*$', '\3', 'i')) AS "host") AS "h"
$$;--> statement-breakpoint
-- Days of the week a clinic opens, Monday 1 ... Sunday 64: from its structured working hours (a
-- day with a period is open), else from the seven display lines its page shows ("Sunday:
-- Closed"); null when those do not name each day once (free text such as "Mon-Fri 9-5").
CREATE FUNCTION "petvet_open_days"("hours" jsonb, "lines" jsonb) RETURNS smallint LANGUAGE sql IMMUTABLE AS $$
	SELECT CASE
		WHEN jsonb_typeof("hours") = 'array' THEN (
			SELECT coalesce(sum(DISTINCT "d"."bit"), 0)::smallint
			FROM jsonb_array_elements("hours") AS "e"
			JOIN (VALUES ('monday', 1), ('tuesday', 2), ('wednesday', 4), ('thursday', 8), ('friday', 16), ('saturday', 32), ('sunday', 64)) AS "d"("day", "bit")
				ON "d"."day" = "e" ->> 'day'
			WHERE jsonb_typeof("e" -> 'ranges') = 'array' AND jsonb_array_length("e" -> 'ranges') > 0)
		ELSE (
			SELECT CASE WHEN count("d"."day") = 7 AND count(DISTINCT "d"."day") = 7
				THEN coalesce(sum("d"."bit") FILTER (WHERE "l"."line" !~* 'closed'), 0)::smallint END
			FROM jsonb_array_elements_text(CASE WHEN jsonb_typeof("lines") = 'array' THEN "lines" ELSE '[]' END) AS "l"("line")
			JOIN (VALUES ('monday', 1), ('tuesday', 2), ('wednesday', 4), ('thursday', 8), ('friday', 16), ('saturday', 32), ('sunday', 64)) AS "d"("day", "bit")
				ON lower(trim("l"."line")) LIKE "d"."day" || ':%')
	END
$$;--> statement-breakpoint
-- (Re)writes the listings of these clinics: a published clinic has its row and its prices, any
-- other has none. Set-based, so a statement writing many clinics (a seed, the bench) pays once.
-- Each write compares before it writes: a clinic change that shows nothing new writes nothing.
-- "prices" false: nothing its prices show changed (the clinic's rating, say), so they are not read.
CREATE FUNCTION "petvet_listing_write"("ids" uuid[], "prices" boolean DEFAULT true) RETURNS void LANGUAGE plpgsql AS $$
DECLARE
	"listed" bigint;
BEGIN
	IF "ids" IS NULL OR cardinality("ids") = 0 THEN
		RETURN;
	END IF;
	-- No lock of its own: every caller already holds the clinics' rows (a clinic's own write, or
	-- services_price_list_changed dating the clinic's list), so writers of one listing take turns
	-- and each statement below reads what the other committed.
	-- Unpublished (or gone): no listing. Its prices go with it (cascade).
	DELETE FROM "global_practices" AS "p"
	WHERE "p"."clinic_id" = ANY ("ids")
		AND NOT EXISTS (SELECT 1 FROM "clinics" AS "c" WHERE "c"."id" = "p"."clinic_id" AND "c"."profile_saved_at" IS NOT NULL);
	-- The row, with its price summary as the crawler keeps it (priceRange and serviceCount in
	-- crawl-result.repository.ts): the range of its paid prices (all when none is paid), the
	-- services counted once per name, pet and price, and the categories the prices' trigger
	-- (0018) would write, so that trigger finds nothing left to change.
	WITH "listing" AS (
		SELECT "c"."id" AS "clinic_id", "c"."business_name" AS "name", "c"."address", "c"."city", "c"."postcode",
			petvet_country_code("c"."country") AS "country", "c"."phone",
			CASE WHEN trim("c"."website") = '' THEN '' WHEN trim("c"."website") ~* '^https?://' THEN trim("c"."website") ELSE 'https://' || trim("c"."website") END AS "website",
			petvet_website_domain("c"."website") AS "website_domain",
			"c"."latitude" AS "lat", "c"."longitude" AS "lng", "c"."verified",
			CASE WHEN "c"."verified" THEN 'petvet' END AS "verification_source",
			-- No review yet is no rating, not a rating of 0.
			CASE WHEN "c"."review_count" > 0 THEN "c"."rating_average" END AS "rating", "c"."review_count",
			"c"."currency", petvet_open_days("c"."working_hours", "c"."opening_hours") AS "open_days",
			coalesce("pr"."service_count", 0) AS "service_count", "pr"."min_price", "pr"."max_price",
			round("pr"."min_price" * petvet_usd_rate("c"."currency"), 2) AS "min_price_usd",
			coalesce("pr"."category_ids", '{}') AS "category_ids"
		FROM "clinics" AS "c"
		LEFT JOIN LATERAL (
			SELECT count(DISTINCT (lower("s"."name"), "s"."band", "s"."price"))::int AS "service_count",
				coalesce(min("s"."price") FILTER (WHERE "s"."price" > 0), min("s"."price")) AS "min_price",
				max("s"."price") AS "max_price",
				array_agg(DISTINCT "g"."id" ORDER BY "g"."id") AS "category_ids"
			FROM "services" AS "s"
			JOIN "global_categories" AS "g" ON "g"."slug" = petvet_standard_category("s"."standard_service")
			WHERE "s"."clinic_id" = "c"."id" AND "s"."standard_service" IS NOT NULL
		) AS "pr" ON true
		WHERE "c"."id" = ANY ("ids") AND "c"."profile_saved_at" IS NOT NULL
	), "refreshed" AS (
		-- Only a row that would show something new is written (a write to an unchanged row would
		-- still cost a new version in every index of the directory).
		UPDATE "global_practices" AS "p" SET
			"name" = "l"."name", "address" = "l"."address", "city" = "l"."city", "postcode" = "l"."postcode",
			"country" = "l"."country", "phone" = "l"."phone", "website" = "l"."website",
			"website_domain" = "l"."website_domain", "lat" = "l"."lat", "lng" = "l"."lng", "verified" = "l"."verified",
			"verification_source" = "l"."verification_source", "rating" = "l"."rating",
			"review_count" = "l"."review_count", "currency" = "l"."currency", "open_days" = "l"."open_days",
			"service_count" = "l"."service_count", "min_price" = "l"."min_price", "max_price" = "l"."max_price",
			"min_price_usd" = "l"."min_price_usd", "category_ids" = "l"."category_ids", "updated_at" = now()
		FROM "listing" AS "l"
		WHERE "p"."clinic_id" = "l"."clinic_id"
			AND ("p"."name", "p"."address", "p"."city", "p"."postcode", "p"."country", "p"."phone", "p"."website",
				"p"."website_domain", "p"."lat", "p"."lng", "p"."verified", "p"."verification_source", "p"."rating",
				"p"."review_count", "p"."currency", "p"."open_days", "p"."service_count", "p"."min_price",
				"p"."max_price", "p"."min_price_usd", "p"."category_ids")
			IS DISTINCT FROM ("l"."name", "l"."address", "l"."city", "l"."postcode", "l"."country", "l"."phone",
				"l"."website", "l"."website_domain", "l"."lat", "l"."lng", "l"."verified", "l"."verification_source",
				"l"."rating", "l"."review_count", "l"."currency", "l"."open_days", "l"."service_count",
				"l"."min_price", "l"."max_price", "l"."min_price_usd", "l"."category_ids")
	)
	INSERT INTO "global_practices" ("source", "source_id", "clinic_id", "name", "address", "city", "postcode", "country", "phone", "website", "website_domain", "lat", "lng", "verified", "verification_source", "rating", "review_count", "currency", "open_days", "service_count", "min_price", "max_price", "min_price_usd", "category_ids")
	SELECT 'petvet', "l"."clinic_id"::text, "l".*
	FROM "listing" AS "l"
	WHERE NOT EXISTS (SELECT 1 FROM "global_practices" AS "p" WHERE "p"."clinic_id" = "l"."clinic_id");
	-- A listing just made takes its prices whatever the caller said.
	GET DIAGNOSTICS "listed" = ROW_COUNT;
	IF NOT "prices" AND "listed" = 0 THEN
		RETURN;
	END IF;
	-- The prices, in one statement (so the prices' statement triggers run once, on the result): the
	-- stored prices nothing wants any more go, the wanted ones not stored yet come. Confidence 1:
	-- the clinic states them itself; dated when the clinic last changed its list.
	WITH "wanted" AS (
		SELECT "p"."id" AS "practice_id", "g"."id" AS "category_id", "s"."name",
			CASE "s"."band" WHEN 'cat' THEN 'Cat' WHEN 'any' THEN 'Mixed' ELSE 'Dog' END AS "species",
			"s"."price" AS "price_min", "c"."currency", '/vet/' || "c"."id" || '/prices' AS "source_url",
			"s"."standard_service", "s"."band",
			CASE WHEN jsonb_array_length("s"."inclusions") > 0 THEN "s"."inclusions" END AS "inclusions",
			coalesce("c"."price_list_changed_at", "c"."updated_at") AS "seen_at"
		FROM "global_practices" AS "p"
		JOIN "clinics" AS "c" ON "c"."id" = "p"."clinic_id"
		JOIN "services" AS "s" ON "s"."clinic_id" = "c"."id" AND "s"."standard_service" IS NOT NULL
		JOIN "global_categories" AS "g" ON "g"."slug" = petvet_standard_category("s"."standard_service")
		WHERE "p"."clinic_id" = ANY ("ids")
	), "dropped" AS (
		DELETE FROM "global_practice_services" AS "o"
		USING "global_practices" AS "p"
		WHERE "p"."clinic_id" = ANY ("ids") AND "o"."practice_id" = "p"."id"
			AND NOT EXISTS (
				SELECT 1 FROM "wanted" AS "w"
				WHERE "w"."practice_id" = "o"."practice_id"
					AND ("w"."category_id", "w"."name", "w"."species", "w"."price_min", "w"."currency", "w"."source_url", "w"."standard_service", "w"."band", "w"."inclusions", "w"."seen_at")
						IS NOT DISTINCT FROM ("o"."category_id", "o"."name", "o"."species", "o"."price_min", "o"."currency", "o"."source_url", "o"."standard_service", "o"."band", "o"."inclusions", "o"."seen_at")
					AND "o"."price_max" IS NULL AND "o"."confidence" = 1)
	)
	INSERT INTO "global_practice_services" ("practice_id", "category_id", "name", "species", "price_min", "currency", "confidence", "source_url", "standard_service", "band", "inclusions", "seen_at")
	SELECT "w"."practice_id", "w"."category_id", "w"."name", "w"."species", "w"."price_min", "w"."currency", 1, "w"."source_url", "w"."standard_service", "w"."band", "w"."inclusions", "w"."seen_at"
	FROM "wanted" AS "w"
	WHERE NOT EXISTS (
		SELECT 1 FROM "global_practice_services" AS "o"
		WHERE "o"."practice_id" = "w"."practice_id"
			AND ("w"."category_id", "w"."name", "w"."species", "w"."price_min", "w"."currency", "w"."source_url", "w"."standard_service", "w"."band", "w"."inclusions", "w"."seen_at")
				IS NOT DISTINCT FROM ("o"."category_id", "o"."name", "o"."species", "o"."price_min", "o"."currency", "o"."source_url", "o"."standard_service", "o"."band", "o"."inclusions", "o"."seen_at")
			AND "o"."price_max" IS NULL AND "o"."confidence" = 1);
END
$$;--> statement-breakpoint
-- Clinics: a new published clinic, or a change to anything its listing shows (publishing and
-- unpublishing included); the date of its price list is the services' trigger's business. Statement triggers: a bulk write of clinics calls the writer once. A
-- deleted clinic's listing goes by the foreign key's cascade.
CREATE FUNCTION "clinics_petvet_listing"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
	"ids" uuid[];
	"prices" boolean := true;
BEGIN
	IF TG_OP = 'INSERT' THEN
		SELECT array_agg("id") INTO "ids" FROM "changed" WHERE "profile_saved_at" IS NOT NULL;
	ELSE
		-- Its prices change only with its currency, or when it is published again.
		SELECT array_agg("n"."id"),
			coalesce(bool_or("o"."currency" IS DISTINCT FROM "n"."currency" OR "o"."profile_saved_at" IS NULL), false)
		INTO "ids", "prices"
		FROM "gone" AS "o" JOIN "changed" AS "n" ON "n"."id" = "o"."id"
		WHERE ("o"."profile_saved_at" IS NULL, "o"."business_name", "o"."address", "o"."city", "o"."postcode",
				"o"."country", "o"."phone", "o"."website", "o"."latitude", "o"."longitude", "o"."verified",
				"o"."rating_average", "o"."review_count", "o"."currency", "o"."working_hours", "o"."opening_hours")
			IS DISTINCT FROM ("n"."profile_saved_at" IS NULL, "n"."business_name", "n"."address", "n"."city",
				"n"."postcode", "n"."country", "n"."phone", "n"."website", "n"."latitude", "n"."longitude",
				"n"."verified", "n"."rating_average", "n"."review_count", "n"."currency", "n"."working_hours",
				"n"."opening_hours")
			-- An unpublished clinic that stays unpublished shows nothing.
			AND ("o"."profile_saved_at" IS NOT NULL OR "n"."profile_saved_at" IS NOT NULL);
	END IF;
	PERFORM "petvet_listing_write"("ids", "prices");
	RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "clinics_petvet_listing_insert" AFTER INSERT ON "clinics" REFERENCING NEW TABLE AS "changed" FOR EACH STATEMENT EXECUTE FUNCTION "clinics_petvet_listing"();--> statement-breakpoint
CREATE TRIGGER "clinics_petvet_listing_update" AFTER UPDATE ON "clinics" REFERENCING OLD TABLE AS "gone" NEW TABLE AS "changed" FOR EACH STATEMENT EXECUTE FUNCTION "clinics_petvet_listing"();--> statement-breakpoint
-- Services: a change to what the clinic's price page shows (on the standard list before or
-- after). Named to run after services_price_list_changed_* (triggers of one event run in name
-- order), so the listing's prices carry the date that trigger has just written.
CREATE FUNCTION "services_petvet_listing"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
	"ids" uuid[];
BEGIN
	IF TG_OP = 'INSERT' THEN
		SELECT array_agg(DISTINCT "clinic_id") INTO "ids" FROM "changed" WHERE "standard_service" IS NOT NULL;
	ELSIF TG_OP = 'DELETE' THEN
		SELECT array_agg(DISTINCT "clinic_id") INTO "ids" FROM "gone" WHERE "standard_service" IS NOT NULL;
	ELSE
		SELECT array_agg(DISTINCT "x"."id") INTO "ids"
		FROM "gone" AS "o" JOIN "changed" AS "n" ON "n"."id" = "o"."id"
		CROSS JOIN LATERAL unnest(ARRAY["o"."clinic_id", "n"."clinic_id"]) AS "x"("id")
		WHERE ("o"."standard_service" IS NOT NULL OR "n"."standard_service" IS NOT NULL)
			AND ("o"."name", "o"."price", "o"."standard_service", "o"."band", "o"."inclusions", "o"."clinic_id")
				IS DISTINCT FROM ("n"."name", "n"."price", "n"."standard_service", "n"."band", "n"."inclusions", "n"."clinic_id");
	END IF;
	PERFORM "petvet_listing_write"("ids");
	RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "services_publish_listing_insert" AFTER INSERT ON "services" REFERENCING NEW TABLE AS "changed" FOR EACH STATEMENT EXECUTE FUNCTION "services_petvet_listing"();--> statement-breakpoint
CREATE TRIGGER "services_publish_listing_update" AFTER UPDATE ON "services" REFERENCING OLD TABLE AS "gone" NEW TABLE AS "changed" FOR EACH STATEMENT EXECUTE FUNCTION "services_petvet_listing"();--> statement-breakpoint
CREATE TRIGGER "services_publish_listing_delete" AFTER DELETE ON "services" REFERENCING OLD TABLE AS "gone" FOR EACH STATEMENT EXECUTE FUNCTION "services_petvet_listing"();--> statement-breakpoint
-- The clinics already published.
SELECT "petvet_listing_write"(array_agg("id")) FROM "clinics" WHERE "profile_saved_at" IS NOT NULL;
