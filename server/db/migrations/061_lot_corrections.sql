-- An editor's correction of a lot stands until the house's feed changes that field (decision 147).
-- For each field an editor corrected, what the lot held before the correction: the house's own
-- value. A later feed that still sends that value leaves the correction as it is; one that sends
-- something else is the house's new word, which replaces the correction (and this row goes).
CREATE TABLE IF NOT EXISTS lot_corrections (
  lot_id       bigint NOT NULL REFERENCES auction_properties (id) ON DELETE CASCADE,
  field        text NOT NULL,
  feed_value   jsonb NOT NULL,
  corrected_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (lot_id, field)
);
