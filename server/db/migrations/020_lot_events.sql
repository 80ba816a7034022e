-- Live inventory (issue 16): every change to a lot is an event with its source, so a buyer sees an
-- honest history and watchers are alerted once per change. `auction_properties.history` stays the
-- display list the history section reads; an event is its audited twin (who, what, before, after).
CREATE TABLE IF NOT EXISTS lot_events (
  id        bigserial PRIMARY KEY,
  lot_id    bigint NOT NULL REFERENCES auction_properties (id) ON DELETE CASCADE,
  at        timestamptz NOT NULL DEFAULT now(),
  kind      text NOT NULL CHECK (kind IN (
              'listed', 'guide_changed', 'status_changed', 'date_changed',
              'legal_pack_changed', 'result', 'withdrawn', 'details_changed')),
  before    jsonb,
  after     jsonb,
  source    text NOT NULL CHECK (source IN ('feed', 'editor', 'seed')),
  -- feed: the import's id ('import:42'); editor: the user ('user:7').
  actor     text
);
-- A lot's history in order; the alerts runner reads forward from a cursor over id.
CREATE INDEX IF NOT EXISTS lot_events_lot ON lot_events (lot_id, id);
