-- Radius search: earth_box(...) @> ll_to_earth(...) is answered by these GiST indexes,
-- earth_distance(...) < r then trims the box to the circle.
CREATE EXTENSION IF NOT EXISTS cube;--> statement-breakpoint
CREATE EXTENSION IF NOT EXISTS earthdistance;--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "clinics_earth_idx" ON "clinics" USING gist (ll_to_earth("latitude", "longitude")) WHERE "latitude" IS NOT NULL;--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "global_practices_earth_idx" ON "global_practices" USING gist (ll_to_earth("lat", "lng")) WHERE "lat" IS NOT NULL;
