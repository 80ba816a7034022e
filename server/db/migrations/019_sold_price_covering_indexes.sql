-- A lot page's comparables and an area page's figures count and price-range the sales of one
-- postcode district or sector in a date range. The (district | sector, date) indexes found those
-- sales, but each one was then read from the table: 200–300 scattered pages per lot page (20 ms
-- warm, 300 ms cold on the embedded database, 200,000 rows). With the type and the price in the
-- index those figures come from the index alone (0.6 ms; an index-only scan needs the table
-- vacuumed, which the seed does). Same names, so plans and docs keep reading the same.
DROP INDEX IF EXISTS sold_prices_district_date;
CREATE INDEX sold_prices_district_date
  ON sold_house_prices (postcode_district, date_of_transfer DESC) INCLUDE (property_type, price);
DROP INDEX IF EXISTS sold_prices_sector_date;
CREATE INDEX sold_prices_sector_date
  ON sold_house_prices (postcode_sector, date_of_transfer DESC) INCLUDE (property_type, price);
