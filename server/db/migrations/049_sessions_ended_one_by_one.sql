-- A link ended without being used says why: `ended_by = 'email-changed'` when the account's
-- e-mail address changed (every link sent to the old address stops), so a reset link opened
-- later says it was cancelled, not "already used" (decision 091).
ALTER TABLE user_tokens ADD COLUMN IF NOT EXISTS ended_by text
  CHECK (ended_by IS NULL OR ended_by IN ('email-changed'));

-- Sign-out ends one session, not every device's (decision 091): a session's JWT carries an id
-- (`sid`), and a signed-out one is listed here until it would have expired anyway. "Sign out
-- everywhere" still moves users.token_version on, which ends them all.
CREATE TABLE IF NOT EXISTS ended_sessions (
  session_id  text PRIMARY KEY,
  user_id     bigint NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  expires_at  timestamptz NOT NULL
);
CREATE INDEX IF NOT EXISTS ended_sessions_expiry ON ended_sessions (expires_at);
