-- A counter that processes writing directory data (PPD import, seed) bump when they finish, so a
-- server on the same PostgreSQL without Redis notices and drops its cached pages (decision 036).
CREATE TABLE IF NOT EXISTS content_generation (
  id         boolean PRIMARY KEY DEFAULT true CHECK (id),
  generation bigint  NOT NULL DEFAULT 0
);
INSERT INTO content_generation DEFAULT VALUES ON CONFLICT DO NOTHING;
