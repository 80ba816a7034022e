-- Watchlist (issue 16): a signed-in buyer's watched lots, with two cursors over lot_events ids.
-- last_seen_event_id: what the buyer has looked at on /profile ("mark as seen");
-- last_alerted_event_id: what watch alerts have already covered (the runner moves it).
CREATE TABLE IF NOT EXISTS lot_watches (
  user_id               bigint NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  lot_id                bigint NOT NULL REFERENCES auction_properties (id) ON DELETE CASCADE,
  created_at            timestamptz NOT NULL DEFAULT now(),
  last_seen_event_id    bigint NOT NULL DEFAULT 0,
  last_alerted_event_id bigint NOT NULL DEFAULT 0,
  PRIMARY KEY (user_id, lot_id)
);
-- "Who watches this lot" (the alerts runner joins events to watches by lot).
CREATE INDEX IF NOT EXISTS lot_watches_lot ON lot_watches (lot_id);

-- One row per user who has watched a lot: how often to e-mail changes, the one-click unsubscribe
-- token of those e-mails, and when the last watch digest went out (for daily).
CREATE TABLE IF NOT EXISTS watch_alert_settings (
  user_id           bigint PRIMARY KEY REFERENCES users (id) ON DELETE CASCADE,
  frequency         text NOT NULL DEFAULT 'immediate'
                    CHECK (frequency IN ('immediate', 'daily', 'off')),
  unsubscribe_token text NOT NULL UNIQUE,
  last_sent_at      timestamptz
);

-- A digest now may carry watched-lot changes too: how many lots, and up to which event.
ALTER TABLE alert_sends ADD COLUMN IF NOT EXISTS watched_lots integer NOT NULL DEFAULT 0;
ALTER TABLE alert_sends ADD COLUMN IF NOT EXISTS up_to_event_id bigint NOT NULL DEFAULT 0;
