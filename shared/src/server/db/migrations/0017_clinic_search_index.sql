-- Clinic search: the published clinics' GiST index also carries id and coordinates, so finding
-- the clinics in a circle, counting them and ordering them by distance is an index-only scan;
-- only the page's clinics are then read from the table. It replaces the plain coordinates index.
DROP INDEX IF EXISTS "clinics_earth_idx";--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "clinics_published_earth_idx" ON "clinics" USING gist (ll_to_earth("latitude", "longitude")) INCLUDE ("id", "latitude", "longitude") WHERE "latitude" IS NOT NULL AND "profile_saved_at" IS NOT NULL;--> statement-breakpoint
-- Next free times: a clinic's days and their windows are read from this index alone (a clinic's
-- slots are rarely side by side in the table, so reading them there costs a page per slot).
CREATE INDEX IF NOT EXISTS "time_slots_day_windows_idx" ON "time_slots" USING btree ("clinic_id", "date", "start_time") INCLUDE ("end_time", "id", "service", "duration", "is_booked");
