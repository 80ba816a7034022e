-- Accounts, editor content and site settings: what every page needs before any listing data.
CREATE TABLE users (
  id            bigserial PRIMARY KEY,
  email         text NOT NULL,
  username      text NOT NULL,
  password_hash text,
  first_name    text,
  last_name     text,
  role          text NOT NULL DEFAULT 'user' CHECK (role IN ('user', 'editor')),
  confirmed     boolean NOT NULL DEFAULT false,
  blocked       boolean NOT NULL DEFAULT false,
  is_subscribed boolean NOT NULL DEFAULT false,
  token_version integer NOT NULL DEFAULT 0,
  created_at    timestamptz NOT NULL DEFAULT now(),
  updated_at    timestamptz NOT NULL DEFAULT now()
);
CREATE UNIQUE INDEX users_email_key ON users (lower(email));

-- Single-row documents keyed by name (global config today; other site-wide settings later).
CREATE TABLE settings (
  key        text PRIMARY KEY,
  value      jsonb NOT NULL,
  updated_at timestamptz NOT NULL DEFAULT now()
);

-- CMS pages: the published document plus its draft; revisions keep every publish.
CREATE TABLE pages (
  id           bigserial PRIMARY KEY,
  path         text NOT NULL UNIQUE,
  is_home      boolean NOT NULL DEFAULT false,
  document     jsonb NOT NULL,
  draft        jsonb,
  published    boolean NOT NULL DEFAULT true,
  updated_at   timestamptz NOT NULL DEFAULT now()
);
CREATE UNIQUE INDEX pages_single_home ON pages (is_home) WHERE is_home;

CREATE TABLE page_revisions (
  id         bigserial PRIMARY KEY,
  page_id    bigint NOT NULL REFERENCES pages (id) ON DELETE CASCADE,
  document   jsonb NOT NULL,
  author_id  bigint REFERENCES users (id) ON DELETE SET NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX page_revisions_page ON page_revisions (page_id, created_at DESC);

-- Editor-managed redirects; they flow into the route rules of /builds/meta/{id}.json.
CREATE TABLE redirects (
  id          bigserial PRIMARY KEY,
  from_path   text NOT NULL UNIQUE,
  to_url      text NOT NULL,
  status_code integer NOT NULL DEFAULT 301 CHECK (status_code IN (301, 302, 307, 308)),
  created_at  timestamptz NOT NULL DEFAULT now()
);
