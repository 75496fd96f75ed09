DROP INDEX "global_practices_earth_price_idx";--> statement-breakpoint
DROP INDEX "global_practices_earth_rating_idx";--> statement-breakpoint
DROP INDEX "global_practices_earth_verified_idx";--> statement-breakpoint
-- A crowded circle's page picks its ids from these (position and sort key) indexes: carrying the
-- columns the search filters and sorts on makes that an index-only scan, so the rows a bound lets
-- through cost no table page each; only the page's own 20 rows are read from the table, by id.
CREATE INDEX IF NOT EXISTS "global_practices_earth_price_idx" ON "global_practices" USING gist (ll_to_earth("lat", "lng"), "min_price_usd") INCLUDE ("id", "lat", "lng", "verified", "service_count", "rating", "category_ids", "clinic_id", "open_days") WHERE "lat" IS NOT NULL;--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "global_practices_earth_rating_idx" ON "global_practices" USING gist (ll_to_earth("lat", "lng"), "rating") INCLUDE ("id", "lat", "lng", "verified", "service_count", "min_price_usd", "category_ids", "clinic_id", "open_days") WHERE "lat" IS NOT NULL;--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "global_practices_earth_verified_idx" ON "global_practices" USING gist (ll_to_earth("lat", "lng"), "service_count") INCLUDE ("id", "lat", "lng", "verified", "min_price_usd", "rating", "category_ids", "clinic_id", "open_days") WHERE "lat" IS NOT NULL AND "verified";
