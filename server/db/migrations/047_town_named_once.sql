-- A lot in a town that is its own county read "Bristol, Bristol" on its card and page (decision
-- 081's left-out list). Feeds and the seed now write such a town once (`townAndCounty`); this puts
-- the lots stored before right. The search vector is generated from the column and follows it.
UPDATE auction_properties
   SET location = split_part(location, ', ', 1)
 WHERE location = split_part(location, ', ', 1) || ', ' || split_part(location, ', ', 1);
