-- An applied feed's warnings (a postcode outside the site's places, lots listed in a sale already
-- held, lots left out after it) were in the sender's answer only: the import log keeps them too,
-- so an editor reading /admin/imports later sees them (decision 089).
ALTER TABLE lot_feed_imports ADD COLUMN IF NOT EXISTS warnings jsonb NOT NULL DEFAULT '[]'::jsonb;
