-- /profile said "last e-mail" beside a saved search from `last_sent_at`, which every due search of
-- a buyer gets when their digest goes out, whether or not the digest held any of its lots (it
-- paces daily and weekly alerts, so it stays as it is). This is when an e-mail last held lots of
-- this search: new ones, or ones cheaper or back on sale.
ALTER TABLE saved_searches ADD COLUMN IF NOT EXISTS last_lots_sent_at timestamptz;

-- Digests already sent: where a buyer's digest had as many search sections as the searches it
-- stamped, each of those searches was in it. Otherwise which ones were cannot be told: left empty.
UPDATE saved_searches s
   SET last_lots_sent_at = s.last_sent_at
  FROM alert_sends a
 WHERE s.last_sent_at IS NOT NULL
   AND a.user_id = s.user_id AND a.sent_at = s.last_sent_at
   AND a.searches = (SELECT count(*) FROM saved_searches o
                      WHERE o.user_id = s.user_id AND o.last_sent_at = s.last_sent_at);
