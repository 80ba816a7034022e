-- Media library (issue 17): images editors upload. The original is stored once under its content
-- hash (DATA_DIR/media/uploads/{file_key}); renditions come from /media/_r/{width}/uploads/….
CREATE TABLE IF NOT EXISTS media (
  id            bigserial PRIMARY KEY,
  -- `{sha256 hex}.{ext}`: the file's name in the store, the same bytes always the same name.
  file_key      text NOT NULL UNIQUE CHECK (file_key ~ '^[0-9a-f]{64}\.(jpg|png|webp|avif|gif)$'),
  original_name text NOT NULL CHECK (char_length(original_name) BETWEEN 1 AND 200),
  mime          text NOT NULL CHECK (mime IN ('image/jpeg', 'image/png', 'image/webp', 'image/avif', 'image/gif')),
  bytes         integer NOT NULL CHECK (bytes > 0),
  width         integer NOT NULL CHECK (width > 0),
  height        integer NOT NULL CHECK (height > 0),
  alt           text NOT NULL CHECK (char_length(btrim(alt)) BETWEEN 1 AND 200),
  focal_x       real NOT NULL DEFAULT 0.5 CHECK (focal_x BETWEEN 0 AND 1),
  focal_y       real NOT NULL DEFAULT 0.5 CHECK (focal_y BETWEEN 0 AND 1),
  uploaded_by   bigint REFERENCES users (id) ON DELETE SET NULL,
  created_at    timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX IF NOT EXISTS media_created ON media (created_at DESC, id DESC);
