-- A crowded circle of the directory search reads only its best-ranked part: the practices within
-- the circle's box whose price, or (verified ones) whose service count, passes a bound. These two
-- GiST indexes hold the position and that sort key together, so one index scan answers both.
CREATE EXTENSION IF NOT EXISTS btree_gist;--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "global_practices_earth_price_idx" ON "global_practices" USING gist (ll_to_earth("lat", "lng"), "min_price_usd") WHERE "lat" IS NOT NULL;--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "global_practices_earth_verified_idx" ON "global_practices" USING gist (ll_to_earth("lat", "lng"), "service_count") WHERE "lat" IS NOT NULL AND "verified";
