-- Counting a crowded circle reads up to a thousand matches: with the coordinates (the distance),
-- every sort key and the category list carried in the position index, that is an index-only scan
-- that stops at the count's limit, instead of a bitmap of the whole box and a table page per
-- practice. Pages keep using the narrower indexes that hold their bound (0013).
CREATE INDEX IF NOT EXISTS "global_practices_earth_cover_idx" ON "global_practices" USING gist (ll_to_earth("lat", "lng")) INCLUDE ("id", "lat", "lng", "verified", "service_count", "min_price_usd", "rating", "category_ids") WHERE "lat" IS NOT NULL;
