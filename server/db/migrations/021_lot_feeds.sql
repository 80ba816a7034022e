-- Lot feeds (issue 16, decision 045): auction houses send their catalogues as CSV or JSON; each
-- file is applied in one transaction and logged here, whether it was applied or rejected.

-- The house's own id for an auction ("auction_ref" in the feed), so a later feed finds it again.
ALTER TABLE auctions ADD COLUMN IF NOT EXISTS external_ref text;
CREATE UNIQUE INDEX IF NOT EXISTS auctions_house_external_ref
  ON auctions (auction_house_id, external_ref) WHERE external_ref IS NOT NULL;
-- A lot is found again by (auction, lot number).
CREATE INDEX IF NOT EXISTS auction_properties_auction_lot ON auction_properties (auction_id, lot_number);

-- The import log: one row per file, read by /admin "Imports".
CREATE TABLE IF NOT EXISTS lot_feed_imports (
  id            bigserial PRIMARY KEY,
  file_name     text NOT NULL,
  house_slug    text,
  source        text NOT NULL CHECK (source IN ('cli', 'http')),
  status        text NOT NULL CHECK (status IN ('running', 'applied', 'rejected', 'failed')),
  inserted      integer NOT NULL DEFAULT 0,
  updated       integer NOT NULL DEFAULT 0,
  withdrawn     integer NOT NULL DEFAULT 0,
  unchanged     integer NOT NULL DEFAULT 0,
  rejected      integer NOT NULL DEFAULT 0,
  -- [{line, field, reason}], at most the first 200.
  rejected_rows jsonb NOT NULL DEFAULT '[]',
  started_at    timestamptz NOT NULL DEFAULT now(),
  finished_at   timestamptz
);
CREATE INDEX IF NOT EXISTS lot_feed_imports_started ON lot_feed_imports (started_at DESC, id DESC);

-- Per-house bearer tokens for POST /api/feeds/lots: only the SHA-256 of a token is kept.
CREATE TABLE IF NOT EXISTS lot_feed_tokens (
  id               bigserial PRIMARY KEY,
  auction_house_id bigint NOT NULL REFERENCES auction_houses (id) ON DELETE CASCADE,
  token_sha256     text NOT NULL UNIQUE,
  created_at       timestamptz NOT NULL DEFAULT now(),
  revoked_at       timestamptz
);
