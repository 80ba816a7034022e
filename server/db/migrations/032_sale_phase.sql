-- Where a sale is in its life, by the same clock as lot_state() (migration 013): 'closed' once its
-- closing time (coalesce(auction_end_date, auction_date)) has passed, 'bidding open' while a sale
-- with an end date (online, timed, Modern) has opened and not closed, else 'upcoming' (a sale not
-- yet dated is upcoming). A lot lot_state() calls Available is open for bids when its sale's phase
-- is 'bidding open'; 'Available' stays the state (and the status filter's value).
CREATE OR REPLACE FUNCTION sale_phase(auction_date timestamptz, auction_end_date timestamptz)
RETURNS text
LANGUAGE sql STABLE PARALLEL SAFE
AS $$
  SELECT CASE
    WHEN coalesce(auction_end_date, auction_date, 'infinity') <= now() THEN 'closed'
    WHEN auction_end_date IS NOT NULL AND auction_date <= now() THEN 'bidding open'
    ELSE 'upcoming'
  END
$$;
