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
--
-- Otherwise each index is built beside the one it replaces (name_037), and the old ones are
-- dropped and the new renamed only when all are built: a DROP INDEX locks the table against
-- reads until the migration commits, so it comes last, and searches keep reading while the
-- builds take their minutes at the national file (writes wait for them; room for a second copy
-- of the four indexes is needed meanwhile).
DO $$
DECLARE
  names text[] := ARRAY['sold_prices_district_date', 'sold_prices_sector_date',
                        'sold_prices_street_date', 'sold_prices_street_district_date',
                        'sold_prices_new_builds'];
  cols text[] := ARRAY[
    '(postcode_district, date_of_transfer DESC) INCLUDE (property_type, price, old_new, duration)',
    '(postcode_sector, date_of_transfer DESC) INCLUDE (property_type, price, old_new, duration)',
    '(street, date_of_transfer DESC) INCLUDE (price, property_type, old_new, duration)',
    '(street, postcode_district, date_of_transfer DESC) INCLUDE (price, property_type, old_new, duration)',
    '(postcode_district, date_of_transfer DESC) INCLUDE (property_type, price, duration) WHERE (old_new = ''Y''::bpchar)'];
  i int;
BEGIN
  IF EXISTS (SELECT 1 FROM ppd_deferred_indexes) THEN
    FOR i IN 1 .. array_length(names, 1) LOOP
      EXECUTE format('DROP INDEX IF EXISTS %I', names[i]);
      INSERT INTO ppd_deferred_indexes (name, definition)
        VALUES (names[i], format('CREATE INDEX %I ON public.sold_house_prices USING btree %s',
                                 names[i], cols[i]))
        ON CONFLICT (name) DO UPDATE SET definition = excluded.definition;
    END LOOP;
    RETURN;
  END IF;
  FOR i IN 1 .. array_length(names, 1) LOOP
    EXECUTE format('DROP INDEX IF EXISTS %I', names[i] || '_037');
    EXECUTE format('CREATE INDEX %I ON sold_house_prices %s', names[i] || '_037', cols[i]);
  END LOOP;
  FOR i IN 1 .. array_length(names, 1) LOOP
    EXECUTE format('DROP INDEX IF EXISTS %I', names[i]);
    EXECUTE format('ALTER INDEX %I RENAME TO %I', names[i] || '_037', names[i]);
  END LOOP;
END
$$;
