-- An e-mail's stop link keeps each alert's setting before it switched it off (decision 173), so
-- the link's page can turn them back on as they were: "Stop all" had forgotten which searches
-- were daily and which weekly. Any change the buyer makes on the profile forgets it.
-- `stopped_by` says which link switched it off ('alert': its own; 'account': "Stop all"), so
-- "Stop all" turned back on leaves off an alert the buyer had stopped alone before it.
ALTER TABLE saved_searches ADD COLUMN IF NOT EXISTS frequency_before_stop text;
ALTER TABLE saved_searches ADD COLUMN IF NOT EXISTS stopped_by text;
ALTER TABLE watch_alert_settings ADD COLUMN IF NOT EXISTS frequency_before_stop text;
ALTER TABLE watch_alert_settings ADD COLUMN IF NOT EXISTS stopped_by text;
