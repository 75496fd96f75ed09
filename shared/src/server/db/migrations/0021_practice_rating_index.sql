-- Rating order's crowded circle, as 0013 did for price and relevance: position and rating in one
-- GiST index, so the rows at least as well rated as the sample's bound are found without reading
-- the table for every practice in the circle (or crossing the circle with every well-rated
-- practice in the world).
CREATE INDEX IF NOT EXISTS "global_practices_earth_rating_idx" ON "global_practices" USING gist (ll_to_earth("lat", "lng"), "rating") WHERE "lat" IS NOT NULL;
