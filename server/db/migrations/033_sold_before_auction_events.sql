-- A result event recorded for a sale before the auction says so (server/lots/feeds/lot-changes.ts,
-- `sold_before_auction`), so the watchlist and alert e-mails read "Sold before auction for £…"
-- as the lot's history does. Events recorded before this change are marked from the history:
-- a sold result of a lot whose history holds a `sold_prior` entry.
UPDATE lot_events e
   SET after = e.after || '{"sold_before_auction": true}'::jsonb
  FROM auction_properties p
 WHERE p.id = e.lot_id
   AND e.kind = 'result'
   AND jsonb_typeof(e.after) = 'object'
   AND lower(btrim(coalesce(e.after ->> 'status', ''))) = 'sold'
   AND NOT (e.after ? 'sold_before_auction')
   AND jsonb_typeof(p.history) = 'array'
   AND p.history @> '[{"event": "sold_prior"}]'::jsonb;
