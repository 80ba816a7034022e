import type { Logger } from 'pino';
import type { Db, Queryable } from '#server/db/db.server';
import type { CmsStore } from '#server/cms/store/cms-store.server';
import { CmsStoreError } from '#server/cms/store/store-error';
import type { RedirectChange } from '#server/cms/store/address-redirects.server';
import { TIME_IN_THE_FUTURE, type ScheduleBody, type ScheduledAction } from '#schema/admin-staff';
import { formatLondon } from '#schema/london-time';
import { auditRedirects, recordAudit } from './audit-log.server';
import { startPoller, type Poller } from '#server/jobs/poller.server';
import { announceArticlesGoneLive, type ArticlesGoneLiveDeps } from './articles-gone-live.server';

type ScheduleRow = {
  id: string | number;
  page_id: string | number;
  path: string | null;
  action: ScheduledAction['action'];
  run_at: Date | string;
  status: ScheduledAction['status'];
  reason: string | null;
  email: string | null;
  finished_at: Date | string | null;
};

const toAction = (r: ScheduleRow): ScheduledAction => ({
  id: Number(r.id),
  pageId: Number(r.page_id),
  path: r.path ?? '',
  action: r.action,
  runAt: new Date(r.run_at).toISOString(),
  status: r.status,
  reason: r.reason,
  createdBy: r.email,
  finishedAt: r.finished_at ? new Date(r.finished_at).toISOString() : null,
});

/** The actions of `source` (the table, or the rows a statement just wrote) with page and author. */
const selectFrom = (
  source: string,
) => `SELECT s.id, s.page_id, p.path, s.action, s.run_at, s.status, s.reason, u.email, s.finished_at
  FROM ${source} s LEFT JOIN pages p ON p.id = s.page_id LEFT JOIN users u ON u.id = s.created_by`;
const SELECT = selectFrom('scheduled_actions');

/** Schedules a publish or unpublish of a page at a London wall-clock time (stored as UTC). */
export async function schedulePageAction(
  q: Queryable,
  pageId: number,
  body: ScheduleBody,
  userId: number,
): Promise<ScheduledAction> {
  const page = await q.query('SELECT 1 FROM pages WHERE id = $1', [pageId]);
  if (!page.rows.length) throw new CmsStoreError(404, 'Page was not found');
  // "Now" is the minute the clock shows or the one just ended: an editor who picked this minute
  // and sent it a moment after it ended means now, not "in the past".
  // The row as created, in the same statement: read afterwards, a due-now action may already be
  // "running" (a poller claimed it between two statements).
  // A second action of the page at the same time (a double click, a second tab, a publish and an
  // unpublish at one minute) is not stored: the index keeps one pending action per page and time.
  const { rows } = await q.query<ScheduleRow>(
    `WITH created AS (
       INSERT INTO scheduled_actions (page_id, action, run_at, created_by)
       SELECT $1, $2, t.at, $4 FROM (SELECT ($3::timestamp AT TIME ZONE 'Europe/London') AS at) t
        WHERE t.at >= date_trunc('minute', now()) - interval '1 minute'
       ON CONFLICT (page_id, run_at) WHERE status = 'pending' DO NOTHING
       RETURNING *)
     ${selectFrom('created')}`,
    [pageId, body.action, body.at, userId],
  );
  if (rows[0]) return toAction(rows[0]);
  const twin = await pendingAt(q, pageId, body.at);
  const message = twin
    ? `${twin.action === 'publish' ? 'A publish' : 'An unpublish'} of this page is already scheduled for ${formatLondon(twin.runAt)}${twin.createdBy ? ` by ${twin.createdBy}` : ''}: cancel it first, or choose another time`
    : TIME_IN_THE_FUTURE;
  throw new CmsStoreError(twin ? 409 : 400, message, { errors: { at: message } });
}

/** The page's pending action at a London wall-clock time, if it has one. */
async function pendingAt(q: Queryable, pageId: number, at: string) {
  const { rows } = await q.query<ScheduleRow>(
    `${SELECT} WHERE s.page_id = $1 AND s.status = 'pending'
        AND s.run_at = ($2::timestamp AT TIME ZONE 'Europe/London')`,
    [pageId, at],
  );
  return rows[0] ? toAction(rows[0]) : null;
}

export async function getScheduled(q: Queryable, id: number): Promise<ScheduledAction | null> {
  const { rows } = await q.query<ScheduleRow>(`${SELECT} WHERE s.id = $1`, [id]);
  return rows[0] ? toAction(rows[0]) : null;
}

/** Scheduled actions: pending ones soonest first, then the rest newest first (last 200). */
export async function listScheduled(
  q: Queryable,
  filter: { status: ScheduledAction['status'] | 'all'; page?: number | undefined },
): Promise<ScheduledAction[]> {
  const { rows } = await q.query<ScheduleRow>(
    `${SELECT} WHERE ($1 = 'all' OR s.status = $1) AND ($2::bigint IS NULL OR s.page_id = $2)
     ORDER BY (s.status = 'pending') DESC,
              CASE WHEN s.status = 'pending' THEN s.run_at END ASC,
              s.id DESC
     LIMIT 200`,
    [filter.status, filter.page ?? null],
  );
  return rows.map(toAction);
}

/** Cancels a pending action (409 once it has started or finished). */
export async function cancelScheduled(q: Queryable, id: number): Promise<ScheduledAction> {
  const { rows } = await q.query<{ status: string }>(
    'SELECT status FROM scheduled_actions WHERE id = $1 FOR UPDATE',
    [id],
  );
  if (!rows[0]) throw new CmsStoreError(404, 'Scheduled action was not found');
  if (rows[0].status !== 'pending')
    throw new CmsStoreError(409, `This action is already ${rows[0].status}`);
  await q.query(
    `UPDATE scheduled_actions SET status = 'cancelled', finished_at = now() WHERE id = $1`,
    [id],
  );
  return (await getScheduled(q, id))!;
}

export interface SchedulerDeps {
  db: Db;
  store: CmsStore;
  logger: Logger;
}

/**
 * Applies every due action once. Rows are claimed (`pending` → `running`) in one transaction with
 * `FOR UPDATE SKIP LOCKED`, so when several instances poll, each row goes to exactly one of them;
 * each is then applied through the same store call as a manual publish (revision, change broadcast)
 * and marked `done`, or `failed` with the reason (a draft that no longer validates, say).
 */
export async function runDueSchedules({ db, store, logger }: SchedulerDeps): Promise<number> {
  const claimed = await db.transaction(async (tx) => {
    const { rows } = await tx.query<{
      id: string | number;
      page_id: string | number;
      action: ScheduledAction['action'];
    }>(
      `SELECT id, page_id, action FROM scheduled_actions
        WHERE status = 'pending' AND run_at <= now()
        ORDER BY run_at, id LIMIT 20 FOR UPDATE SKIP LOCKED`,
    );
    if (rows.length)
      await tx.query(
        `UPDATE scheduled_actions SET status = 'running' WHERE id = ANY($1::bigint[])`,
        [rows.map((r) => r.id)],
      );
    return rows;
  });
  for (const row of claimed) {
    const pageId = Number(row.page_id);
    let status: 'done' | 'failed' = 'done';
    let reason: string | null = null;
    let path: string | null = null;
    try {
      const before = await store.getPage(pageId);
      path = before.path;
      let redirects: RedirectChange[] = [];
      // A page live with no draft is as the schedule asked already: publishing would only copy
      // the live version into its history (and is refused, revisions-store NOTHING_TO_PUBLISH).
      const alreadyLive = before.published && !before.hasDraft;
      if (row.action === 'publish') {
        if (!alreadyLive) ({ redirects } = await store.publish(pageId, null));
      } else await store.unpublish(pageId);
      const after = await store.getPage(pageId);
      await recordAudit(db, 'scheduler', {
        action: `page-${row.action === 'publish' ? 'published' : 'unpublished'}`,
        targetKind: 'page',
        target: path,
        before: { published: before.published, document: before.document },
        after: {
          published: after.published,
          document: after.document,
          scheduledActionId: Number(row.id),
        },
      });
      await auditRedirects((entry) => recordAudit(db, 'scheduler', entry), redirects);
    } catch (err) {
      status = 'failed';
      reason =
        err instanceof CmsStoreError ? err.message : 'The server could not apply this action';
      if (!(err instanceof CmsStoreError))
        logger.error({ err, scheduled: row.id }, 'scheduled action failed');
      await recordAudit(db, 'scheduler', {
        action: `schedule-failed`,
        targetKind: 'page',
        target: path ?? pageId,
        after: { scheduledActionId: Number(row.id), action: row.action, reason },
      }).catch((e: unknown) => logger.error({ err: e }, 'audit of a failed schedule failed'));
    }
    await db.query(
      `UPDATE scheduled_actions SET status = $2, reason = $3, finished_at = now() WHERE id = $1`,
      [row.id, status, reason],
    );
    logger.info(
      { scheduled: Number(row.id), pageId, action: row.action, status, reason },
      'scheduled action',
    );
  }
  return claimed.length;
}

/**
 * Polls for due actions every `intervalMs` (and, given `onContentChanged`, for scheduled articles
 * whose time came); `stop()` ends the timer and waits for a run in flight.
 */
export const startSchedulePoller = (
  deps: SchedulerDeps & Partial<Pick<ArticlesGoneLiveDeps, 'onContentChanged'>>,
  intervalMs: number,
): Poller =>
  startPoller(
    'schedule poll',
    async () => {
      await runDueSchedules(deps);
      const { onContentChanged } = deps;
      if (onContentChanged) await announceArticlesGoneLive({ ...deps, onContentChanged });
    },
    intervalMs,
    deps.logger,
  );
