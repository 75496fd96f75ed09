-- A directory practice is a PetVet clinic when a published clinic has its website host (or its
-- registrable domain as the host's last two or three labels), or its name and postcode. These
-- indexes hold those expressions, as the repository writes them, for published clinics only, each
-- followed by the clinic's age: a practice on a page costs one short index read per rule, and the
-- oldest matching clinic is the first entry, whatever the number of clinics.
CREATE INDEX IF NOT EXISTS "clinics_published_host_idx" ON "clinics" USING btree ((lower(regexp_replace(website, '^([a-z][a-z0-9+.-]*://)?(www\.)?([^/:?#]+).*$', '\3', 'i'))), "created_at", "id") WHERE "profile_saved_at" IS NOT NULL;--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "clinics_published_host_last2_idx" ON "clinics" USING btree ((substring(lower(regexp_replace(website, '^([a-z][a-z0-9+.-]*://)?(www\.)?([^/:?#]+).*$', '\3', 'i')) from '[^.]+\.[^.]+$')), "created_at", "id") WHERE "profile_saved_at" IS NOT NULL;--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "clinics_published_host_last3_idx" ON "clinics" USING btree ((substring(lower(regexp_replace(website, '^([a-z][a-z0-9+.-]*://)?(www\.)?([^/:?#]+).*$', '\3', 'i')) from '[^.]+\.[^.]+\.[^.]+$')), "created_at", "id") WHERE "profile_saved_at" IS NOT NULL;--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "clinics_published_name_postcode_idx" ON "clinics" USING btree (lower(trim("business_name")), upper(replace("postcode", ' ', '')), "created_at", "id") WHERE "profile_saved_at" IS NOT NULL;
