-- The sold-price search filters by new builds (old_new) and tenure (duration). The figures of a
-- town, a district, a sector or a street come from these indexes alone (migrations 019, 026, 027):
-- without the two columns in them, "new builds only in Leeds" read every sale of Leeds from the
-- table to look at one letter. The columns join the INCLUDE lists: same names and key columns, so
-- plans and docs keep reading the same. A district or sector entry stays 32 bytes where its
-- district has four characters or more (alignment), 24 → 32 otherwise.
--
-- New builds are one sale in twelve or so: a town's new builds, newest first, read a dozen sales
-- of each district in the index and then about 150 from the table to keep the twelve new ones
-- (40–380 ms for Leeds on the embedded database at 1,000,000 sales). A partial index of the new
-- builds alone (a twelfth of the district index's size) hands them over directly, and counts the
-- new builds of a place, or of the whole country, from the index alone.
--
-- A first fill with its indexes deferred (ppd_deferred_indexes, decision 033) builds them at its
-- end from the stored definitions: these join them instead of being built on a half-filled table.
DO $$
DECLARE
  ix record;
BEGIN
  FOR ix IN
    SELECT * FROM (VALUES
      ('sold_prices_district_date',
       '(postcode_district, date_of_transfer DESC) INCLUDE (property_type, price, old_new, duration)'),
      ('sold_prices_sector_date',
       '(postcode_sector, date_of_transfer DESC) INCLUDE (property_type, price, old_new, duration)'),
      ('sold_prices_street_date',
       '(street, date_of_transfer DESC) INCLUDE (price, property_type, old_new, duration)'),
      ('sold_prices_street_district_date',
       '(street, postcode_district, date_of_transfer DESC) INCLUDE (price, property_type, old_new, duration)'),
      ('sold_prices_new_builds',
       '(postcode_district, date_of_transfer DESC) INCLUDE (property_type, price, duration) WHERE (old_new = ''Y''::bpchar)')
    ) AS v (name, cols)
  LOOP
    EXECUTE format('DROP INDEX IF EXISTS %I', ix.name);
    IF EXISTS (SELECT 1 FROM ppd_deferred_indexes) THEN
      INSERT INTO ppd_deferred_indexes (name, definition)
        VALUES (ix.name, format('CREATE INDEX %I ON public.sold_house_prices USING btree %s',
                                ix.name, ix.cols))
        ON CONFLICT (name) DO UPDATE SET definition = excluded.definition;
    ELSE
      EXECUTE format('CREATE INDEX %I ON sold_house_prices %s', ix.name, ix.cols);
    END IF;
  END LOOP;
END
$$;
