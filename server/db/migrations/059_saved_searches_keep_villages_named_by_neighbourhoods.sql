-- Decision 144: a city's neighbourhood takes the bare name from a small village of ours
-- ("Clifton" is Bristol's BS8, not Clifton, Bedfordshire), and two places of ours of one name
-- are read as buyers mean them ("Kennington" is London's, "Chorlton" Chorlton-cum-Hardy). A
-- search saved with the bare name meant the village; it is kept on the village by the value the
-- village now has ("Clifton, Bedfordshire"), so its alerts do not move to another city. Where
-- the same user already saved that exact search (the unique key), the bare one is left as it is.
UPDATE saved_searches s
   SET query = jsonb_set(s.query, '{location}', to_jsonb(m.village)),
       updated_at = now()
  FROM (VALUES
         ('clifton', 'Clifton, Bedfordshire'),
         ('bishopston', 'Bishopston, West Glamorgan'),
         ('withington', 'Withington, Herefordshire'),
         ('clapham', 'Clapham, Bedfordshire'),
         ('brockley', 'Brockley, Somerset'),
         ('kennington', 'Kennington, Kent'),
         ('chorlton', 'Chorlton, Cheshire')
       ) AS m(name, village)
 WHERE lower(btrim(s.query ->> 'location')) = m.name
   AND NOT EXISTS (
         SELECT 1 FROM saved_searches o
          WHERE o.user_id = s.user_id
            AND o.query = jsonb_set(s.query, '{location}', to_jsonb(m.village))
       );
