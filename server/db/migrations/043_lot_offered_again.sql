-- A property offered again (decision 085). An auction house re-offers a lot it did not sell (or
-- postponed, withdrew, or whose sale fell through) in a later sale as a new lot of that sale. The
-- new lot points at the house's earlier lot of the same address and postcode, so each lot page
-- links the other and the earlier lot's watchers are told (and watch the new one).
ALTER TABLE auction_properties
  ADD COLUMN IF NOT EXISTS offered_before_id bigint REFERENCES auction_properties (id) ON DELETE SET NULL;
-- The earlier lot's page finds its newest later offer (`ORDER BY id DESC LIMIT 1`). With `id` in
-- the index that is one index step; on (offered_before_id) alone the embedded database's generic
-- plan walked the primary key backwards through every lot (1.4 ms a lot page, half its database
-- thread in the bench).
CREATE INDEX IF NOT EXISTS auction_properties_offered_before
  ON auction_properties (offered_before_id, id) WHERE offered_before_id IS NOT NULL;
-- A new lot finds the house's earlier lots at its postcode.
CREATE INDEX IF NOT EXISTS auction_properties_house_postcode
  ON auction_properties (auction_house_id, postcode);

ALTER TABLE lot_events DROP CONSTRAINT IF EXISTS lot_events_kind_check;
ALTER TABLE lot_events ADD CONSTRAINT lot_events_kind_check CHECK (kind IN (
  'listed', 'guide_changed', 'status_changed', 'date_changed',
  'legal_pack_changed', 'result', 'withdrawn', 'details_changed', 'offered_again'));
