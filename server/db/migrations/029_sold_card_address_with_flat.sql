-- The sold-price card's Address row as the seed wrote it ('{{paon}} {{street}}, {{town_city}}')
-- names no flat, so two flats of one block read as one address. A database still holding that
-- seeded row gets the new default ('{{address}}, {{town_city}}': flat, house and street). A row an
-- editor wrote differently is left as it is.
UPDATE settings
   SET value = replace(value::text, '"{{paon}} {{street}}, {{town_city}}"', '"{{address}}, {{town_city}}"')::jsonb,
       updated_at = now()
 WHERE key = 'global_config'
   AND value::text LIKE '%"{{paon}} {{street}}, {{town_city}}"%';
