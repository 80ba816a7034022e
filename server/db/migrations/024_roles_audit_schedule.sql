-- Roles, the audit log and scheduled publishing (issue 17, decision 048).

-- Roles, weakest first: user (a buyer), contributor (drafts only), editor, admin (also staff).
ALTER TABLE users DROP CONSTRAINT IF EXISTS users_role_check;
ALTER TABLE users ADD CONSTRAINT users_role_check
  CHECK (role IN ('user', 'contributor', 'editor', 'admin'));
-- The demo editor ran the whole admin until now: it becomes the admin (seed and README agree).
UPDATE users SET role = 'admin' WHERE lower(email) = 'editor@example.co.uk' AND role = 'editor';

-- Every admin write, append-only: a trigger refuses UPDATE and DELETE (TRUNCATE too).
CREATE TABLE IF NOT EXISTS admin_audit (
  id           bigserial PRIMARY KEY,
  at           timestamptz NOT NULL DEFAULT now(),
  -- A user id, or NULL for the scheduler (then actor_label says so).
  actor_id     bigint,
  actor_label  text NOT NULL,
  action       text NOT NULL CHECK (length(action) <= 60),
  target_kind  text NOT NULL CHECK (length(target_kind) <= 40),
  target       text CHECK (length(target) <= 2048),
  before       jsonb,
  after        jsonb,
  diff         jsonb
);
CREATE INDEX IF NOT EXISTS admin_audit_at ON admin_audit (id DESC);
CREATE INDEX IF NOT EXISTS admin_audit_actor ON admin_audit (actor_id, id DESC);

CREATE OR REPLACE FUNCTION admin_audit_append_only() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'admin_audit is append-only: % refused', TG_OP
    USING ERRCODE = 'insufficient_privilege';
END;
$$;
DROP TRIGGER IF EXISTS admin_audit_no_change ON admin_audit;
CREATE TRIGGER admin_audit_no_change BEFORE UPDATE OR DELETE ON admin_audit
  FOR EACH ROW EXECUTE FUNCTION admin_audit_append_only();
DROP TRIGGER IF EXISTS admin_audit_no_truncate ON admin_audit;
CREATE TRIGGER admin_audit_no_truncate BEFORE TRUNCATE ON admin_audit
  FOR EACH STATEMENT EXECUTE FUNCTION admin_audit_append_only();

-- Publish or unpublish a page at a time; the running server applies due rows (one instance each).
CREATE TABLE IF NOT EXISTS scheduled_actions (
  id          bigserial PRIMARY KEY,
  page_id     bigint NOT NULL REFERENCES pages (id) ON DELETE CASCADE,
  action      text NOT NULL CHECK (action IN ('publish', 'unpublish')),
  run_at      timestamptz NOT NULL,
  status      text NOT NULL DEFAULT 'pending'
                CHECK (status IN ('pending', 'running', 'done', 'failed', 'cancelled')),
  reason      text,
  created_by  bigint REFERENCES users (id) ON DELETE SET NULL,
  created_at  timestamptz NOT NULL DEFAULT now(),
  finished_at timestamptz
);
CREATE INDEX IF NOT EXISTS scheduled_actions_due ON scheduled_actions (run_at) WHERE status = 'pending';
CREATE INDEX IF NOT EXISTS scheduled_actions_page ON scheduled_actions (page_id, id DESC);
