-- "upon" is keyed as "on", as placeKey (server/areas/place-match.ts) now compares names: towns on
-- rivers are written both ways ("Stratford-on-Avon", "Burton-on-Trent", "Walton upon Thames"), so
-- a name typed either way meets the name Land Registry stored either way (decision 158). The
-- names' keys are rebuilt with the new rule.
CREATE OR REPLACE FUNCTION sold_price_place_key(name text) RETURNS text
  LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
    SELECT regexp_replace(
             regexp_replace(
               regexp_replace(
                 btrim(regexp_replace(replace(replace(replace(lower(name), '&', ' and '), '''', ''),
                                              '’', ''),
                                      '[^a-z0-9]+', ' ', 'g')),
                 '\msaint\M', 'st', 'g'),
               '\mupon\M', 'on', 'g'),
             '^the (?=.)', '')
  $$;

SELECT sold_price_place_names_rebuild();
