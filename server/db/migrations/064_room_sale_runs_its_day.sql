-- A room sale runs its day (decision 154). A room (traditional) sale has a start time and no end:
-- its lots are offered one after another from that time, in the room, by telephone and online,
-- and their results come in through the day. Its lots read "Awaiting result" and the sale "Auction
-- closed" from its start minute, so a lot due under the hammer at 15:00 left "For sale" at 10:30.
--
-- When a sale's bidding ends: an online, timed or Modern sale's end date, else the end of its
-- room sale's day on a London clock (the next London midnight). NULL for a sale not yet dated.
-- IMMUTABLE: it reads only its arguments (AT TIME ZONE with a named zone is immutable).
CREATE OR REPLACE FUNCTION sale_ends(auction_date timestamptz, auction_end_date timestamptz)
RETURNS timestamptz
LANGUAGE sql IMMUTABLE PARALLEL SAFE
AS $$
  SELECT coalesce(
    auction_end_date,
    ((auction_date AT TIME ZONE 'Europe/London')::date + 1)::timestamp AT TIME ZONE 'Europe/London'
  )
$$;

-- lot_state (migration 013) on that clock: a lot with no result is available until its sale ends.
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
      WHEN coalesce(sale_ends(auction_date, auction_end_date), 'infinity') <= now()
        THEN 'Awaiting result'
      ELSE 'Available'
    END
  END
$$;

-- sale_phase (migration 032) with a phase of its own for a room sale that has started and whose
-- day is not over: 'under way'. 'bidding open' stays an online sale's open window.
CREATE OR REPLACE FUNCTION sale_phase(auction_date timestamptz, auction_end_date timestamptz)
RETURNS text
LANGUAGE sql STABLE PARALLEL SAFE
AS $$
  SELECT CASE
    WHEN coalesce(sale_ends(auction_date, auction_end_date), 'infinity') <= now() THEN 'closed'
    WHEN auction_date <= now() AND auction_end_date IS NOT NULL THEN 'bidding open'
    WHEN auction_date <= now() THEN 'under way'
    ELSE 'upcoming'
  END
$$;
