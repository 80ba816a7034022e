-- Which Price Paid names are local authorities (decision 114). Price Paid's `district` column is
-- the sale's local authority district: "NEWHAM", "TOWER HAMLETS", "KIRKLEES", "WIRRAL". Our place
-- list holds towns, and many an authority is none ("Greenwich", "Lewisham", "Southwark"): the lot
-- search said "No place called 'greenwich'". An authority is one area, so the lot search reads it
-- as the postcode districts its sales are in; a locality or post town ("Church End", "Newton") may
-- be many villages of one name across the country, so it is still only offered, district by
-- district (decision 101).
ALTER TABLE sold_price_place_names ADD COLUMN authority boolean NOT NULL DEFAULT false;

CREATE OR REPLACE FUNCTION sold_price_place_names_rebuild() RETURNS void LANGUAGE sql AS $$
  DELETE FROM sold_price_place_names;
  INSERT INTO sold_price_place_names (name_key, postcode_district, name, authority)
    SELECT sold_price_place_key(n.name), t.postcode_district, min(n.name), bool_or(n.authority)
      FROM (SELECT DISTINCT locality, town_city, district, postcode_district
              FROM sold_house_prices WHERE postcode_district IS NOT NULL) t
     CROSS JOIN LATERAL (VALUES (t.locality, false), (t.town_city, false), (t.district, true))
                     AS n(name, authority)
     WHERE n.name IS NOT NULL AND sold_price_place_key(n.name) <> ''
     GROUP BY 1, 2;
$$;

CREATE OR REPLACE FUNCTION sold_price_place_names_add() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF EXISTS (SELECT 1 FROM ppd_deferred_indexes) THEN
    RETURN NULL;
  END IF;
  INSERT INTO sold_price_place_names (name_key, postcode_district, name, authority)
    SELECT sold_price_place_key(n.name), t.postcode_district, min(n.name), bool_or(n.authority)
      FROM (SELECT DISTINCT locality, town_city, district, postcode_district
              FROM new_rows WHERE postcode_district IS NOT NULL) t
     CROSS JOIN LATERAL (VALUES (t.locality, false), (t.town_city, false), (t.district, true))
                     AS n(name, authority)
     WHERE n.name IS NOT NULL AND sold_price_place_key(n.name) <> ''
     GROUP BY 1, 2
    ON CONFLICT (name_key, postcode_district)
      DO UPDATE SET authority = true WHERE excluded.authority AND NOT sold_price_place_names.authority;
  RETURN NULL;
END
$$;

SELECT sold_price_place_names_rebuild();
