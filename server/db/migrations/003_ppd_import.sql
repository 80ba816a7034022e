-- Price Paid imports resume by seeking: the byte offset just past the last committed line.
-- (0 means "unknown": the importer then re-reads the file and skips lines_committed lines.)
ALTER TABLE ppd_imports ADD COLUMN bytes_committed bigint NOT NULL DEFAULT 0;
