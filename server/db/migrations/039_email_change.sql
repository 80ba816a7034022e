-- A buyer changes the address they sign in with (decision 077, amendment): the new address waits
-- in users.pending_email until the single-use link mailed to it is opened; that link is a fourth
-- kind of token (only its SHA-256 stored, like the others).
ALTER TABLE users ADD COLUMN IF NOT EXISTS pending_email text;
ALTER TABLE user_tokens DROP CONSTRAINT IF EXISTS user_tokens_kind_check;
ALTER TABLE user_tokens
  ADD CONSTRAINT user_tokens_kind_check
  CHECK (kind IN ('confirm-email', 'reset-password', 'sign-in-link', 'change-email'));
