-- Decision 144: a city's neighbourhood takes the bare name from a small village of ours
-- ("Clifton" is Bristol's BS8, not Clifton, Bedfordshire), and two places of ours of one name
-- are read as buyers mean them ("Kennington" is London's, "Chorlton" Chorlton-cum-Hardy). A
-- search saved with the bare name meant the village; it is kept on the village by the value the
-- village now has ("clifton, bedfordshire": the app saves a location in lower case, as
-- parseListingQuery reads it), so its alerts do not move to another city. Where the same user
-- already saved that search of the village, the bare one is left as it is: it now means the
-- neighbourhood, and the user keeps both.
UPDATE saved_searches s
   SET query = jsonb_set(s.query, '{location}', to_jsonb(m.village)),
       updated_at = now()
  FROM (VALUES
         ('clifton', 'clifton, bedfordshire'),
         ('bishopston', 'bishopston, west glamorgan'),
         ('withington', 'withington, herefordshire'),
         ('clapham', 'clapham, bedfordshire'),
         ('brockley', 'brockley, somerset'),
         ('kennington', 'kennington, kent'),
         ('chorlton', 'chorlton, cheshire')
       ) AS m(name, village)
 WHERE lower(btrim(s.query ->> 'location')) = m.name
   AND NOT EXISTS (
         SELECT 1 FROM saved_searches o
          WHERE o.user_id = s.user_id
            AND lower(btrim(o.query ->> 'location')) = m.village
            AND o.query - 'location' = s.query - 'location'
       );
