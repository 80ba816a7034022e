-- One definition of a lot's state (issue 13). A stored result (sold, unsold, withdrawn, postponed)
-- stands; anything else, "Available" and NULL included (SPEC §4: no status means available), is
-- available only until the auction (or a Modern auction's end date) has passed, then it is
-- 'Awaiting result'. A lot with no date yet is available. Derived at query time from now(), so it stays right as days pass.
-- A plain SQL function: PostgreSQL inlines it into the query, so it costs a CASE per row.
CREATE OR REPLACE FUNCTION lot_state(stored text, auction_date timestamptz, auction_end_date timestamptz)
RETURNS text
LANGUAGE sql STABLE PARALLEL SAFE
AS $$
  SELECT CASE lower(btrim(coalesce(stored, '')))
    WHEN 'sold' THEN 'Sold'
    WHEN 'unsold' THEN 'Unsold'
    WHEN 'withdrawn' THEN 'Withdrawn'
    WHEN 'postponed' THEN 'Postponed'
    ELSE CASE
      WHEN coalesce(auction_end_date, auction_date, 'infinity') <= now() THEN 'Awaiting result'
      ELSE 'Available'
    END
  END
$$;

-- "Available" filters, counts and the soonest-first order read the closing time.
CREATE INDEX IF NOT EXISTS auction_properties_closes_at
  ON auction_properties ((coalesce(auction_end_date, auction_date)));
