-- E-mailed sign-in links (issue 18: the owner of a locked account can always get in) are a third
-- kind of single-use token; like the others only their SHA-256 is stored.
ALTER TABLE user_tokens DROP CONSTRAINT IF EXISTS user_tokens_kind_check;
ALTER TABLE user_tokens
  ADD CONSTRAINT user_tokens_kind_check
  CHECK (kind IN ('confirm-email', 'reset-password', 'sign-in-link'));
