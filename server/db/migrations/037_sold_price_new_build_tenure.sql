-- The sold-price search filters by new builds (old_new) and tenure (duration). The figures of a
-- town, a district, a sector or a street come from these indexes alone (migrations 019, 026, 027):
-- without the two columns in them, "new builds only in Leeds" read every sale of Leeds from the
-- table to look at one letter. The columns join the INCLUDE lists: same names and key columns, so
-- plans and docs keep reading the same. A district or sector entry stays 32 bytes where its
-- district has four characters or more (alignment), 24 → 32 otherwise.
--
-- A first fill with its indexes deferred (ppd_deferred_indexes, decision 033) builds them at its
-- end from the stored definitions: those are brought up to date instead of building an index on
-- a half-filled table.
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
       '(street, postcode_district, date_of_transfer DESC) INCLUDE (price, property_type, old_new, duration)')
    ) AS v (name, cols)
  LOOP
    IF EXISTS (SELECT 1 FROM ppd_deferred_indexes d WHERE d.name = ix.name) THEN
      UPDATE ppd_deferred_indexes
         SET definition = format('CREATE INDEX %I ON public.sold_house_prices USING btree %s',
                                 ix.name, ix.cols)
       WHERE name = ix.name;
    ELSE
      EXECUTE format('DROP INDEX IF EXISTS %I', ix.name);
      EXECUTE format('CREATE INDEX %I ON sold_house_prices %s', ix.name, ix.cols);
    END IF;
  END LOOP;
END
$$;
