-- A watch a buyer has just stopped, kept for its Undo (decision 102). Undo on /profile watched the
-- lot again as a new watch: a sold lot refuses one (decision 097), so "Undo" on a sold lot said
-- "This lot has sold" and the watch was gone; any other lot came back at the top of the list,
-- with its changes since the buyer last looked marked as seen. Undo now puts back the watch as it
-- was, from here, within UNDO_WATCH_MINUTES (schema/watchlist.ts) of stopping it.
CREATE TABLE lot_watches_ended (
  user_id               bigint NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  lot_id                bigint NOT NULL REFERENCES auction_properties (id) ON DELETE CASCADE,
  created_at            timestamptz NOT NULL,
  last_seen_event_id    bigint NOT NULL,
  last_alerted_event_id bigint NOT NULL,
  ended_at              timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (user_id, lot_id)
);
CREATE INDEX lot_watches_ended_lot ON lot_watches_ended (lot_id);
