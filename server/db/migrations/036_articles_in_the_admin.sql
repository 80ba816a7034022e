-- Editors write, schedule and unpublish articles in the admin (decision 074).
-- published_at: NULL = a draft, in the future = scheduled, past = published. Every public reader
-- already asks for published_at <= now(), which a NULL never satisfies.
ALTER TABLE articles ALTER COLUMN published_at DROP NOT NULL;
-- An article written or changed in the admin keeps its dates when a demo database rolls forward.
ALTER TABLE articles ADD COLUMN IF NOT EXISTS edited_in_admin boolean NOT NULL DEFAULT false;
-- Scheduled, and its going live not yet told: the schedule poller drops the cached pages and
-- writes the audit entry when its time comes (exactly once across instances).
ALTER TABLE articles ADD COLUMN IF NOT EXISTS live_pending boolean NOT NULL DEFAULT false;
CREATE INDEX IF NOT EXISTS articles_live_pending ON articles (published_at) WHERE live_pending;
CREATE INDEX IF NOT EXISTS articles_updated ON articles (updated_at DESC, id DESC);

-- What the data graph reads as `articles`: published ones only, so a draft or a scheduled
-- article never leaves the admin before its time (the graph is public).
CREATE OR REPLACE VIEW published_articles AS
  SELECT id, slug, title, excerpt, body, cover_image, author, category, published_at, updated_at
    FROM articles WHERE published_at <= now();
