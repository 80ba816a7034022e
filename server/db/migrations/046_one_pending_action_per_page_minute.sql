-- One pending scheduled action per page and time (decision 088): a double click or a second tab
-- made two publishes at 09:00, and a publish and an unpublish at the same minute ran in no
-- stated order. Pending twins already stored keep the first; the later ones are cancelled,
-- saying why, so the index can hold.
UPDATE scheduled_actions s
   SET status = 'cancelled', finished_at = now(),
       reason = 'Cancelled: another action of this page was already scheduled for the same time (#'
                || f.id || ')'
  FROM scheduled_actions f
 WHERE s.status = 'pending' AND f.status = 'pending'
   AND f.page_id = s.page_id AND f.run_at = s.run_at AND f.id < s.id
   AND NOT EXISTS (SELECT 1 FROM scheduled_actions e
                    WHERE e.status = 'pending' AND e.page_id = s.page_id
                      AND e.run_at = s.run_at AND e.id < f.id);
CREATE UNIQUE INDEX IF NOT EXISTS scheduled_actions_one_pending
  ON scheduled_actions (page_id, run_at) WHERE status = 'pending';
