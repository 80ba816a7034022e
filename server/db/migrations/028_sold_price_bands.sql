-- The figures of a town or a postcode district at national scale (decision 058). A large town is
-- hundreds of thousands of sales (Leeds 691,000 of 27 million): counting, averaging and sorting
-- them for the median took 135 ms. Here every postcode district keeps, per price band, how many
-- sales it holds and their sum, so the count and the average of any set of districts are a sum
-- over a few thousand rows, and the median is read exactly from the one band that holds it.
--
-- A band is the price cut to two significant figures (£183,250 is in the band £180,000–£189,999),
-- so a band holds 1–10 % of a place's price range.
CREATE FUNCTION sold_price_band(price bigint) RETURNS bigint
  LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
    SELECT CASE WHEN price < 100 THEN price
                ELSE price - price % (10 ^ (length(price::text) - 2))::bigint END
  $$;

CREATE TABLE sold_price_bands (
  postcode_district text   NOT NULL,
  band              bigint NOT NULL,
  sales             bigint NOT NULL,
  price_sum         bigint NOT NULL,
  PRIMARY KEY (postcode_district, band)
);

-- Kept by every writer of sold_house_prices (the importer, the seed, an admin's SQL): one
-- statement-level trigger per event adds the new rows and takes away the old ones, grouped, in
-- key order (two importers' batches lock the same band rows in the same order: no deadlock).
-- While a first fill has its indexes deferred (ppd_deferred_indexes holds rows) the bands are
-- not kept row by row: the fill rebuilds them once at the end (restoreSoldPriceIndexes), and the
-- figures do not read them meanwhile. A bulk write in one transaction (the demo seed) pauses them
-- with SET LOCAL sold_price_bands.paused and rebuilds them before it commits.
CREATE FUNCTION sold_price_bands_keep() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF current_setting('sold_price_bands.paused', true) = 'on'
     OR EXISTS (SELECT 1 FROM ppd_deferred_indexes) THEN
    RETURN NULL;
  END IF;
  IF TG_OP = 'INSERT' THEN
    INSERT INTO sold_price_bands AS b (postcode_district, band, sales, price_sum)
      SELECT postcode_district, sold_price_band(price), count(*), sum(price)
        FROM new_rows WHERE postcode_district IS NOT NULL
       GROUP BY 1, 2 ORDER BY 1, 2
    ON CONFLICT (postcode_district, band) DO UPDATE
      SET sales = b.sales + excluded.sales, price_sum = b.price_sum + excluded.price_sum;
  ELSIF TG_OP = 'DELETE' THEN
    INSERT INTO sold_price_bands AS b (postcode_district, band, sales, price_sum)
      SELECT postcode_district, sold_price_band(price), -count(*), -sum(price)
        FROM old_rows WHERE postcode_district IS NOT NULL
       GROUP BY 1, 2 ORDER BY 1, 2
    ON CONFLICT (postcode_district, band) DO UPDATE
      SET sales = b.sales + excluded.sales, price_sum = b.price_sum + excluded.price_sum;
  ELSE
    INSERT INTO sold_price_bands AS b (postcode_district, band, sales, price_sum)
      SELECT district, band, sum(sales), sum(price_sum)
        FROM (SELECT postcode_district, sold_price_band(price), 1, price::bigint FROM new_rows
              UNION ALL
              SELECT postcode_district, sold_price_band(price), -1, -price::bigint FROM old_rows)
             AS d (district, band, sales, price_sum)
       WHERE district IS NOT NULL
       GROUP BY 1, 2
      HAVING sum(sales) <> 0 OR sum(price_sum) <> 0
       ORDER BY 1, 2
    ON CONFLICT (postcode_district, band) DO UPDATE
      SET sales = b.sales + excluded.sales, price_sum = b.price_sum + excluded.price_sum;
  END IF;
  RETURN NULL;
END
$$;

CREATE TRIGGER sold_price_bands_after_insert AFTER INSERT ON sold_house_prices
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION sold_price_bands_keep();
CREATE TRIGGER sold_price_bands_after_update AFTER UPDATE ON sold_house_prices
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION sold_price_bands_keep();
CREATE TRIGGER sold_price_bands_after_delete AFTER DELETE ON sold_house_prices
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION sold_price_bands_keep();

CREATE FUNCTION sold_price_bands_clear() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM sold_price_bands;
  RETURN NULL;
END
$$;
CREATE TRIGGER sold_price_bands_after_truncate AFTER TRUNCATE ON sold_house_prices
  FOR EACH STATEMENT EXECUTE FUNCTION sold_price_bands_clear();

-- The bands of every district from the sales held now (also what a first fill runs at its end).
CREATE FUNCTION sold_price_bands_rebuild() RETURNS void LANGUAGE sql AS $$
  DELETE FROM sold_price_bands;
  INSERT INTO sold_price_bands (postcode_district, band, sales, price_sum)
    SELECT postcode_district, sold_price_band(price), count(*), sum(price)
      FROM sold_house_prices WHERE postcode_district IS NOT NULL
     GROUP BY 1, 2;
$$;

SELECT sold_price_bands_rebuild();
