-- A saved full postcode keeps the circle it is searched in (decision 166): a mile round its
-- sector where we hold the sector, else two round its district (none where we hold neither), as
-- the search without a radius reads it today. Searches saved before had none, so the page with that circle chosen did not
-- find them and saved a second one. A name the site gave ("Lots in M20 2AB") says the circle.
WITH postcoded AS (
  SELECT id, name, query,
         regexp_replace(upper(replace(query->>'location', ' ', '')), '^(.+)(...)$', '\1 \2') AS pc
    FROM saved_searches
   WHERE query ? 'location' AND NOT query ? 'radius' AND NOT query ? 'near'
     AND upper(replace(query->>'location', ' ', '')) ~ '^[A-Z]{1,2}[0-9][A-Z0-9]?[0-9][A-Z]{2}$'
), circled AS (
  SELECT p.id, p.name, p.query, p.pc,
         CASE WHEN EXISTS (
                SELECT 1 FROM postcodes s
                 WHERE s.kind = 'sector'
                   AND s.slug = lower(split_part(p.pc, ' ', 1)) || '/' || left(split_part(p.pc, ' ', 2), 1))
              THEN 1
              WHEN EXISTS (
                SELECT 1 FROM postcodes d
                 WHERE d.kind = 'district' AND d.slug = lower(split_part(p.pc, ' ', 1)))
              THEN 2 END AS miles
    FROM postcoded p
)
UPDATE saved_searches s
   SET query = c.query || jsonb_build_object('radius', c.miles::text),
       name = CASE WHEN lower(c.name) = lower('Lots in ' || (c.query->>'location'))
                   THEN 'Lots within ' || c.miles || CASE WHEN c.miles = 1 THEN ' mile' ELSE ' miles' END
                        || ' of ' || substr(c.name, length('Lots in ') + 1)
                   ELSE c.name END
  FROM circled c
 WHERE s.id = c.id AND c.miles IS NOT NULL;
