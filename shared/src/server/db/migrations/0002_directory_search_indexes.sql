CREATE INDEX "global_practices_relevance_idx" ON "global_practices" USING btree ("verified" DESC NULLS LAST,"service_count" DESC NULLS LAST,"id");--> statement-breakpoint
CREATE INDEX "global_practices_rating_idx" ON "global_practices" USING btree ("rating" DESC NULLS LAST,"id");--> statement-breakpoint
CREATE INDEX "global_practices_postcode_norm_idx" ON "global_practices" USING btree (upper(replace("postcode", ' ', '')));--> statement-breakpoint
CREATE INDEX "global_practices_postcode_outward_idx" ON "global_practices" USING btree (split_part(upper(trim("postcode")), ' ', 1));