-- A first fill of sold_house_prices (the national file into an empty table) drops the table's
-- secondary indexes and builds them once at the end: far cheaper than maintaining seven B-trees
-- row by row. Their definitions wait here until the import finishes (an interrupted fill keeps
-- them here, and its resume rebuilds them).
CREATE TABLE ppd_deferred_indexes (
  name       text PRIMARY KEY,
  definition text NOT NULL,
  dropped_at timestamptz NOT NULL DEFAULT now()
);
