-- Decision 150: four London neighbourhoods take the bare name from small villages of ours, as
-- decision 144's did (migration 059): "Kilburn" is London's NW6, not Kilburn, Derbyshire; "Bow"
-- E3, not Bow, Devon; "Dalston" E8, not Dalston, Cumbria; "Southgate" N14, not Southgate on Gower
-- (filed under Dyfed). A search saved with the bare name meant the village; it is kept on the
-- village by the value the village now has, so its alerts do not move to London. Where the same
-- user already saved that search of the village, the bare one is left as it is: it now means the
-- neighbourhood, and the user keeps both.
UPDATE saved_searches s
   SET query = jsonb_set(s.query, '{location}', to_jsonb(m.village)),
       updated_at = now()
  FROM (VALUES
         ('kilburn', 'kilburn, derbyshire'),
         ('bow', 'bow, devon'),
         ('dalston', 'dalston, cumbria'),
         ('southgate', 'southgate, dyfed')
       ) AS m(name, village)
 WHERE lower(btrim(s.query ->> 'location')) = m.name
   AND NOT EXISTS (
         SELECT 1 FROM saved_searches o
          WHERE o.user_id = s.user_id
            AND lower(btrim(o.query ->> 'location')) = m.village
            AND o.query - 'location' = s.query - 'location'
       );
