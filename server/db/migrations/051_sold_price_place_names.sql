-- A place Land Registry names that our place list does not (decision 101). Price Paid gives each
-- sale a locality (a village or suburb), a post town and a local authority district, and the
-- national data holds some 20,000 of them against our 4,400 places. A search for one of those
-- names ("Grassington") found "No place called" and no sale, though Land Registry holds its
-- sales. The names live here with the postcode districts that hold them, so the search reads the
-- name's sales district by district from the (district, date) index, as it does for a place we
-- hold no postcodes for (decision 094). The place columns of 27 million sales have no index.
--
-- `name_key` is the name as the app compares names (placeKey in server/areas/place-match.ts):
-- lower case, apostrophes dropped, anything else not a letter or digit one space.
CREATE FUNCTION sold_price_place_key(name text) RETURNS text
  LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
    SELECT btrim(regexp_replace(replace(replace(lower(name), '''', ''), '’', ''),
                                '[^a-z0-9]+', ' ', 'g'))
  $$;

CREATE TABLE sold_price_place_names (
  name_key          text NOT NULL,
  postcode_district text NOT NULL,
  -- The name as Land Registry writes it (the first spelling seen), for the page's heading.
  name              text NOT NULL,
  PRIMARY KEY (name_key, postcode_district)
);

-- The names of every sale held now: the statement's (or the table's) distinct (locality, town,
-- district) triples first, a few hundred per batch of thousands of sales, then one key each.
CREATE FUNCTION sold_price_place_names_rebuild() RETURNS void LANGUAGE sql AS $$
  DELETE FROM sold_price_place_names;
  INSERT INTO sold_price_place_names (name_key, postcode_district, name)
    SELECT DISTINCT ON (1, 2) sold_price_place_key(n.name), t.postcode_district, n.name
      FROM (SELECT DISTINCT locality, town_city, district, postcode_district
              FROM sold_house_prices WHERE postcode_district IS NOT NULL) t
     CROSS JOIN LATERAL (VALUES (t.locality), (t.town_city), (t.district)) AS n(name)
     WHERE n.name IS NOT NULL AND sold_price_place_key(n.name) <> ''
     ORDER BY 1, 2;
$$;

-- Every writer of sold_house_prices adds the names it brings, as sold_price_streets does
-- (migration 026), except a first fill: kept batch by batch, the names cost 5-10 % of its time
-- (1,000,000 generated lines on PostgreSQL: 32.8-36.9 s without, 37.8-37.9 s with), once at its
-- end 0.3 s (restoreSoldPriceIndexes calls the rebuild, as it does for the price bands).
CREATE FUNCTION sold_price_place_names_add() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF EXISTS (SELECT 1 FROM ppd_deferred_indexes) THEN
    RETURN NULL;
  END IF;
  INSERT INTO sold_price_place_names (name_key, postcode_district, name)
    SELECT DISTINCT ON (1, 2) sold_price_place_key(n.name), t.postcode_district, n.name
      FROM (SELECT DISTINCT locality, town_city, district, postcode_district
              FROM new_rows WHERE postcode_district IS NOT NULL) t
     CROSS JOIN LATERAL (VALUES (t.locality), (t.town_city), (t.district)) AS n(name)
     WHERE n.name IS NOT NULL AND sold_price_place_key(n.name) <> ''
     ORDER BY 1, 2
    ON CONFLICT (name_key, postcode_district) DO NOTHING;
  RETURN NULL;
END
$$;
CREATE TRIGGER sold_price_place_names_after_insert AFTER INSERT ON sold_house_prices
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION sold_price_place_names_add();
CREATE TRIGGER sold_price_place_names_after_update AFTER UPDATE ON sold_house_prices
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION sold_price_place_names_add();

CREATE FUNCTION sold_price_place_names_clear() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM sold_price_place_names;
  RETURN NULL;
END
$$;
CREATE TRIGGER sold_price_place_names_after_truncate AFTER TRUNCATE ON sold_house_prices
  FOR EACH STATEMENT EXECUTE FUNCTION sold_price_place_names_clear();

SELECT sold_price_place_names_rebuild();
