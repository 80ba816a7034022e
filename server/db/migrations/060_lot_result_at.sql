-- When a lot's sale came to its result (decision 147): the day of its last result in its history
-- when that is another day than the one its sale closed on (sold before the auction, a sale agreed
-- after it, withdrawn or postponed ahead of it), else when bidding closed. Past results ordered
-- "latest first" by the closing time put lots sold ahead of a 2027 auction above this week's
-- hammer results. A result day is that day's start on a London clock.
--
-- IMMUTABLE so it can be a stored generated column: it reads only its arguments (no clock), and
-- its date arithmetic never raises, whatever a feed wrote as a day (a day that is not
-- YYYY-MM-DD is no result day).
CREATE OR REPLACE FUNCTION lot_result_at(
  lot_status text,
  history jsonb,
  auction_date timestamptz,
  auction_end_date timestamptz
)
RETURNS timestamptz
LANGUAGE sql IMMUTABLE PARALLEL SAFE
AS $$
  WITH last AS (
    SELECT h.e ->> 'event' AS event, h.e ->> 'date' AS day
      FROM jsonb_array_elements(
             CASE WHEN jsonb_typeof(history) = 'array' THEN history ELSE '[]'::jsonb END
           ) WITH ORDINALITY AS h(e, n)
     WHERE jsonb_typeof(h.e) = 'object'
       AND h.e ->> 'event' IN ('sold', 'sold_prior', 'unsold', 'withdrawn', 'postponed')
     ORDER BY h.n DESC
     LIMIT 1
  ),
  result AS (
    SELECT event,
           (make_date(substr(day, 1, 4)::int, 1, 1)
              + (substr(day, 6, 2)::int - 1) * interval '1 month'
              + (substr(day, 9, 2)::int - 1) * interval '1 day')::date AS day
      FROM last
     WHERE day ~ '^[12][0-9]{3}-(0[1-9]|1[0-2])-(0[1-9]|[12][0-9]|3[01])$'
  ),
  closing AS (
    SELECT coalesce(auction_end_date, auction_date) AS at,
           (coalesce(auction_end_date, auction_date) AT TIME ZONE 'Europe/London')::date AS day
  )
  SELECT CASE
    WHEN lower(btrim(coalesce(lot_status, ''))) NOT IN ('sold', 'unsold', 'withdrawn', 'postponed')
         OR NOT EXISTS (SELECT 1 FROM result)
      THEN (SELECT at FROM closing)
    WHEN (SELECT at FROM closing) IS NULL
      -- A result after its sale closed (a sale agreed once the hammer did not fall), or one ahead
      -- of it: a sale before the auction, a lot withdrawn or postponed.
      OR (SELECT day FROM result) > (SELECT day FROM closing)
      OR ((SELECT day FROM result) < (SELECT day FROM closing)
          AND (SELECT event FROM result) IN ('sold_prior', 'withdrawn', 'postponed'))
      THEN (SELECT day FROM result)::timestamp AT TIME ZONE 'Europe/London'
    -- Under the hammer: when bidding closed (a day written on another clock is still that sale's).
    ELSE (SELECT at FROM closing)
  END
$$;

ALTER TABLE auction_properties
  ADD COLUMN result_at timestamptz
  GENERATED ALWAYS AS (lot_result_at(lot_status, history, auction_date, auction_end_date)) STORED;

-- "Latest results first", the past statuses' default order.
CREATE INDEX IF NOT EXISTS auction_properties_result_at
  ON auction_properties (result_at DESC NULLS LAST, id DESC);
