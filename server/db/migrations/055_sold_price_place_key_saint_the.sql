-- The names Land Registry gives places are keyed as the app compares names (placeKey in
-- server/areas/place-match.ts), which now reads "saint" as "st", "&" as "and" and leaves out a
-- leading "the": a buyer types "saint albans" and "the wirral", Land Registry writes "ST ALBANS"
-- and "WIRRAL" (and "THE LEE"). The key is rebuilt with the new rules, so a name typed either way
-- meets the name stored either way.
CREATE OR REPLACE FUNCTION sold_price_place_key(name text) RETURNS text
  LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
    SELECT regexp_replace(
             regexp_replace(
               btrim(regexp_replace(replace(replace(replace(lower(name), '&', ' and '), '''', ''),
                                            '’', ''),
                                    '[^a-z0-9]+', ' ', 'g')),
               '\msaint\M', 'st', 'g'),
             '^the (?=.)', '')
  $$;

SELECT sold_price_place_names_rebuild();
