-- Single-use tokens for e-mail confirmation and password reset; only their SHA-256 is stored.
CREATE TABLE user_tokens (
  id          bigserial PRIMARY KEY,
  user_id     bigint NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  kind        text NOT NULL CHECK (kind IN ('confirm-email', 'reset-password')),
  token_hash  text NOT NULL UNIQUE,
  expires_at  timestamptz NOT NULL,
  used_at     timestamptz,
  created_at  timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX user_tokens_user ON user_tokens (user_id, kind);

-- Accounts linked to a third-party sign-in (OpenID Connect subject per provider).
CREATE TABLE user_identities (
  provider   text NOT NULL,
  subject    text NOT NULL,
  user_id    bigint NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  created_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (provider, subject)
);
