-- Saved searches of the lots results page and their e-mail alerts (npm run alerts:send).
CREATE TABLE saved_searches (
  id                bigserial PRIMARY KEY,
  user_id           bigint NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  name              text NOT NULL CHECK (char_length(name) BETWEEN 1 AND 80),
  -- The normalised /listings query (parseListingQuery), filters only: {"location": "leeds", …}.
  query             jsonb NOT NULL,
  frequency         text NOT NULL DEFAULT 'daily' CHECK (frequency IN ('daily', 'weekly', 'off')),
  -- Watermark: the highest auction_properties.id already considered for this search.
  last_lot_id       bigint NOT NULL DEFAULT 0,
  last_sent_at      timestamptz,
  unsubscribe_token text NOT NULL UNIQUE,
  created_at        timestamptz NOT NULL DEFAULT now(),
  updated_at        timestamptz NOT NULL DEFAULT now(),
  UNIQUE (user_id, query)
);
CREATE INDEX saved_searches_due ON saved_searches (last_sent_at) WHERE frequency <> 'off';

-- One row per alert digest sent: recorded in the transaction that advances the watermarks.
CREATE TABLE alert_sends (
  id           bigserial PRIMARY KEY,
  user_id      bigint NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  searches     integer NOT NULL,
  lots         integer NOT NULL,
  up_to_lot_id bigint NOT NULL,
  sent_at      timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX alert_sends_user ON alert_sends (user_id, sent_at DESC);
