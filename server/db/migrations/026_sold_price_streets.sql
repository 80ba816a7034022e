-- Street search at national scale (decision 056). The search box matches part of a street name
-- (street ILIKE '%…%'). A trigram index over 27 million sales still intersects posting lists of
-- millions of rows per trigram (130–260 ms before reading a sale) and costs minutes of every
-- national import. There are far fewer street names than sales, so the names live in their own
-- table: a search finds the matching names there (a trigram index where pg_trgm exists, else a
-- scan of the names), and the sales by `street IN (names)` from a (street, date) index, one name
-- at a time (the graph's fan-out).

CREATE TABLE sold_price_streets (
  name text PRIMARY KEY
);

-- Every writer of sold_house_prices (the importer, the seed, COPY, an admin's SQL) adds the names
-- it brings: one statement-level trigger per event, reading the statement's new rows at once.
CREATE FUNCTION sold_price_streets_add() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO sold_price_streets (name)
    SELECT DISTINCT street FROM new_rows WHERE street IS NOT NULL AND street <> ''
    ON CONFLICT (name) DO NOTHING;
  RETURN NULL;
END
$$;
CREATE TRIGGER sold_price_streets_after_insert AFTER INSERT ON sold_house_prices
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION sold_price_streets_add();
CREATE TRIGGER sold_price_streets_after_update AFTER UPDATE ON sold_house_prices
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION sold_price_streets_add();

INSERT INTO sold_price_streets (name)
  SELECT DISTINCT street FROM sold_house_prices WHERE street IS NOT NULL AND street <> ''
  ON CONFLICT (name) DO NOTHING;

-- A street anywhere, newest first: each name's sales already in date order. With the price and
-- type in the index, a street's figures come from the index alone.
CREATE INDEX sold_prices_street_date ON sold_house_prices (street, date_of_transfer DESC)
  INCLUDE (price, property_type);
-- A street in a town: exactly the street's sales in the town's districts, however rare the
-- street is there (the planner, taking street and district as independent, otherwise intersected
-- two bitmaps of 57,000 and 122,000 sales: 160–580 ms at 27 million rows).
CREATE INDEX sold_prices_street_district ON sold_house_prices (street, postcode_district)
  INCLUDE (date_of_transfer, price, property_type);
DROP INDEX IF EXISTS sold_prices_street_trgm;
-- No query of the app reads these: places resolve to postcode districts, and `town_city ILIKE`
-- cannot use a B-tree on lower(town_city); a property type alone is a large share of all sales,
-- which the date index walks quickly. Each cost about 40 s of a national import and 200 MB.
DROP INDEX IF EXISTS sold_prices_town;
DROP INDEX IF EXISTS sold_prices_type;
-- An interrupted first fill must not rebuild the indexes this drops.
DELETE FROM ppd_deferred_indexes
 WHERE name IN ('sold_prices_street_trgm', 'sold_prices_town', 'sold_prices_type');

DO $$
BEGIN
  IF EXISTS (SELECT 1 FROM pg_extension WHERE extname = 'pg_trgm') THEN
    CREATE INDEX IF NOT EXISTS sold_price_streets_trgm
      ON sold_price_streets USING gin (name gin_trgm_ops);
  END IF;
END
$$;
