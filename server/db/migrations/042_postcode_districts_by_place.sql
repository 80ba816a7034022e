-- A place's postcode districts (its own and those of every place under it) are read on every
-- town, county and country page and every sold-price search of a place: an index range on the
-- districts' place slug instead of a scan of all 4,700 postcodes (decision 082). text_pattern_ops
-- compares bytes, so the range `slug/` .. `slug0` is exactly the slugs under `slug/`, with a
-- generic plan.
CREATE INDEX IF NOT EXISTS postcodes_district_place
  ON postcodes (location_slug text_pattern_ops) WHERE kind = 'district';
