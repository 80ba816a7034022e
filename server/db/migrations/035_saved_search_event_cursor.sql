-- A saved search also tells of lots it matches whose guide price was cut or that are back on sale
-- (decision 073): the changes (lot_events) up to this id have been looked at for it. Existing
-- searches start from now: changes already recorded are not news to them.
ALTER TABLE saved_searches ADD COLUMN IF NOT EXISTS last_event_id bigint NOT NULL DEFAULT 0;
UPDATE saved_searches SET last_event_id = (SELECT coalesce(max(id), 0) FROM lot_events);
