-- The price sort of lots orders by the price a card leads with: the sold price once sold, else
-- the lower guide (server/graph/lot-state.server.ts, lotPriceSql). This index answers it as the
-- guide-price index answered the old sort.
CREATE INDEX IF NOT EXISTS auction_properties_price
  ON auction_properties ((coalesce(sold_price, guide_price_min)), id);
