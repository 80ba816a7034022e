-- Auction calendar and results (issue 16, item 4).
--
-- /auctions lists auctions by closing time (the end of an online or Modern sale, else the day of
-- the sale), upcoming ones from now on and past ones back from now: an index on that expression.
CREATE INDEX IF NOT EXISTS auctions_closes_at
  ON auctions ((coalesce(auction_end_date, auction_date)), id);

-- An auction's catalogue, lot counts and results read its lots by auction: without this index
-- every auction page and every calendar page scanned all lots.
CREATE INDEX IF NOT EXISTS auction_properties_auction
  ON auction_properties (auction_id, id);

-- /auctions is a real page now. The redirect that stood in for it was built into the code (gone
-- with this change), but an editor's content import could have written the same redirect into the
-- redirects table, where it would shadow the page on an existing database: remove that one.
DELETE FROM redirects WHERE from_path = '/auctions' AND split_part(to_url, '?', 1) = '/listings';
