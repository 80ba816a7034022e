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

CREATE INDEX sold_prices_street_date ON sold_house_prices (street, date_of_transfer DESC);
DROP INDEX IF EXISTS sold_prices_street_trgm;
-- An interrupted first fill must not rebuild the index this replaces.
DELETE FROM ppd_deferred_indexes WHERE name = 'sold_prices_street_trgm';

DO $$
BEGIN
  IF EXISTS (SELECT 1 FROM pg_extension WHERE extname = 'pg_trgm') THEN
    CREATE INDEX IF NOT EXISTS sold_price_streets_trgm
      ON sold_price_streets USING gin (name gin_trgm_ops);
  END IF;
END
$$;
