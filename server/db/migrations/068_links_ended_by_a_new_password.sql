-- A sign-in or reset link ended by a new password says so (`ended_by = 'password-changed'`), not
-- "already used or replaced by a newer one": the owner never used it (decision 165).
ALTER TABLE user_tokens DROP CONSTRAINT IF EXISTS user_tokens_ended_by_check;
ALTER TABLE user_tokens ADD CONSTRAINT user_tokens_ended_by_check
  CHECK (ended_by IS NULL OR ended_by IN ('email-changed', 'password-changed'));
