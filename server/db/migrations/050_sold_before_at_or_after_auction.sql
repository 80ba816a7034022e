-- When a sold lot was sold, as UK listings say it (decision 091): 'before' (sold prior: its last
-- result in its history is `sold_prior`), 'after' (sold after the auction: its `sold` entry comes
-- straight after an `unsold` one, a sale agreed once the hammer did not fall, or is dated after the
-- UK day its sale closed), else 'at' (under the hammer). NULL for a lot that is not sold. The
-- graph's `sold_when` column; every badge, card, results table and description reads it.
CREATE OR REPLACE FUNCTION sold_when(
  lot_status text,
  history jsonb,
  auction_date timestamptz,
  auction_end_date timestamptz
)
RETURNS text
LANGUAGE sql STABLE PARALLEL SAFE
AS $$
  WITH results AS (
    SELECT h.e ->> 'event' AS event, h.e ->> 'date' AS day,
           row_number() OVER (ORDER BY h.n DESC) AS back
      FROM jsonb_array_elements(
             CASE WHEN jsonb_typeof(history) = 'array' THEN history ELSE '[]'::jsonb END
           ) WITH ORDINALITY AS h(e, n)
     WHERE h.e ->> 'event' IN
           ('sold', 'sold_prior', 'unsold', 'withdrawn', 'postponed', 'back_on_sale')
  ),
  last AS (SELECT event, day FROM results WHERE back = 1),
  before_last AS (SELECT event FROM results WHERE back = 2)
  SELECT CASE
    WHEN lower(btrim(coalesce(lot_status, ''))) <> 'sold' THEN NULL
    WHEN (SELECT event FROM last) = 'sold_prior' THEN 'before'
    WHEN (SELECT event FROM last) = 'sold'
         AND ((SELECT event FROM before_last) = 'unsold'
              OR (SELECT day FROM last) >
                 to_char(coalesce(auction_end_date, auction_date) AT TIME ZONE 'Europe/London',
                         'YYYY-MM-DD'))
      THEN 'after'
    ELSE 'at'
  END
$$;
