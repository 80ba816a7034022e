-- Sold-price searches at national scale (27 million rows), checked with EXPLAIN by
-- `npm run bench:ppd-scale`.

-- "Price: high to low" inside a postcode district walked the whole price index filtering by
-- district (0.9 s on 1 million rows); this reads the district's sales already in price order.
CREATE INDEX sold_prices_district_price ON sold_house_prices (postcode_district, price DESC);

-- The search box matches part of a street name (street ILIKE '%…%'), which no B-tree serves: a
-- street inside a town read every sale of the town. A trigram index answers it where the pg_trgm
-- extension is available (PostgreSQL's contrib; the embedded PGlite only when opened with its
-- pg_trgm extension). Without it this part does nothing and the district and date indexes serve.
DO $$
BEGIN
  IF EXISTS (SELECT 1 FROM pg_available_extensions WHERE name = 'pg_trgm') THEN
    CREATE EXTENSION IF NOT EXISTS pg_trgm;
    CREATE INDEX IF NOT EXISTS sold_prices_street_trgm
      ON sold_house_prices USING gin (street gin_trgm_ops);
  END IF;
END
$$;
