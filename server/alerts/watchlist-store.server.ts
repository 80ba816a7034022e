import { restorableWhere, stopAlertSet } from './alert-stop-sql';
import { randomBytes } from 'node:crypto';
import type { Db, Queryable } from '#server/db/db.server';
import { describeLotChange } from '#shared/format/describe-lot-change';
import {
  MAX_WATCHED_LOTS,
  UNDO_WATCH_MINUTES,
  type WatchAlertFrequency,
  type WatchChange,
  type WatchSummary,
  watchOffered,
} from '#schema/watchlist';

/** The newest lot event now: a new watch (or alerts turned back on) starts from here. */
const NEWEST_EVENT_ID = '(SELECT coalesce(max(id), 0) FROM lot_events)';
/** Changes listed per watched lot on /profile; older ones are counted, not shown. */
export const CHANGES_SHOWN_PER_LOT = 10;

const iso = (v: Date | string) => new Date(v).toISOString();

/** The lots the user watches, newest watch first. */
export async function listWatches(db: Queryable, userId: number): Promise<WatchSummary[]> {
  const { rows } = await db.query<{ lot_id: number | string; created_at: Date | string }>(
    'SELECT lot_id, created_at FROM lot_watches WHERE user_id = $1 ORDER BY created_at DESC, lot_id DESC',
    [userId],
  );
  return rows.map((r) => ({ lot_id: Number(r.lot_id), created_at: iso(r.created_at) }));
}

/** The user's watched lot ids (root data: every watch button knows its state). */
export async function watchedLotIds(db: Queryable, userId: number): Promise<number[]> {
  return (await listWatches(db, userId)).map((w) => w.lot_id);
}

/** Creates the user's watch-alert settings row (immediate, with its unsubscribe token) once. */
async function ensureSettings(db: Queryable, userId: number) {
  await db.query(
    `INSERT INTO watch_alert_settings (user_id, unsubscribe_token) VALUES ($1, $2)
     ON CONFLICT (user_id) DO NOTHING`,
    [userId, randomBytes(32).toString('base64url')],
  );
}

export type WatchResult = 'added' | 'exists' | 'limit' | 'missing' | 'sold';

/**
 * `watchLot` as the buyer is told of it: a new watch is `added_quiet` when the buyer turned the
 * watch e-mails off ("We will e-mail you" was untrue, decision 153). The watch forms and API, and
 * a sign-in that watches on the way back, say the same.
 */
export async function watchLotSaid(
  db: Db,
  userId: number,
  lotId: number,
  opts: { undo?: boolean } = {},
): Promise<WatchResult | 'added_quiet'> {
  const result = await watchLot(db, userId, lotId, opts);
  return result === 'added' && (await watchAlertFrequency(db, userId)) === 'off'
    ? 'added_quiet'
    : result;
}

/**
 * Watches a lot unless the user already does, has reached MAX_WATCHED_LOTS, there is no such lot,
 * or it is sold (`lot_state()`, as `watchOffered` reads it: nothing a watch tells of is to come).
 * A watch kept from before the sale stays, and watching it again says so. Both cursors start at
 * the newest event: only changes from now on are news. With `undo`, a watch the user stopped in
 * the last UNDO_WATCH_MINUTES comes back as it was (decision 102): its place in the list, its
 * unseen changes, and for a lot that sold since it was made.
 */
export function watchLot(
  db: Db,
  userId: number,
  lotId: number,
  { undo = false }: { undo?: boolean } = {},
): Promise<WatchResult> {
  return db.transaction(async (tx) => {
    // One writer per user at a time, so two quick watches cannot both pass the limit.
    await tx.query('SELECT id FROM users WHERE id = $1 FOR UPDATE', [userId]);
    const lot = await tx.query<{ state: string }>(
      `SELECT lot_state(lot_status, auction_date, auction_end_date) AS state
       FROM auction_properties WHERE id = $1`,
      [lotId],
    );
    if (!lot.rows[0]) return 'missing';
    const existing = await tx.query(
      'SELECT 1 FROM lot_watches WHERE user_id = $1 AND lot_id = $2',
      [userId, lotId],
    );
    if (existing.rows.length) return 'exists';
    const ended = undo
      ? await tx.query(
          `SELECT 1 FROM lot_watches_ended WHERE user_id = $1 AND lot_id = $2
              AND ended_at > now() - make_interval(mins => $3::int)`,
          [userId, lotId, UNDO_WATCH_MINUTES],
        )
      : null;
    const restoring = Boolean(ended?.rows.length);
    if (!restoring && !watchOffered(lot.rows[0].state)) return 'sold';
    const count = await tx.query<{ n: number }>(
      'SELECT count(*)::int AS n FROM lot_watches WHERE user_id = $1',
      [userId],
    );
    if ((count.rows[0]?.n ?? 0) >= MAX_WATCHED_LOTS) return 'limit';
    if (restoring)
      await tx.query(
        `WITH ended AS (
           DELETE FROM lot_watches_ended WHERE user_id = $1 AND lot_id = $2
           RETURNING created_at, last_seen_event_id, last_alerted_event_id)
         INSERT INTO lot_watches (user_id, lot_id, created_at, last_seen_event_id, last_alerted_event_id)
         SELECT $1, $2, created_at, last_seen_event_id, last_alerted_event_id FROM ended`,
        [userId, lotId],
      );
    else
      await tx.query(
        `INSERT INTO lot_watches (user_id, lot_id, last_seen_event_id, last_alerted_event_id)
         SELECT $1, $2, n, n FROM ${NEWEST_EVENT_ID} AS e(n)`,
        [userId, lotId],
      );
    await ensureSettings(tx, userId);
    return 'added';
  });
}

/**
 * Stops watching; false when the user was not watching that lot. The watch is kept for its Undo
 * (`watchLot` with `undo`) for UNDO_WATCH_MINUTES; the user's older stopped watches go.
 */
export async function unwatchLot(db: Queryable, userId: number, lotId: number): Promise<boolean> {
  await db.query(
    `DELETE FROM lot_watches_ended
      WHERE user_id = $1 AND ended_at <= now() - make_interval(mins => $2::int)`,
    [userId, UNDO_WATCH_MINUTES],
  );
  const { rows } = await db.query(
    `WITH gone AS (
       DELETE FROM lot_watches WHERE user_id = $1 AND lot_id = $2
       RETURNING created_at, last_seen_event_id, last_alerted_event_id)
     INSERT INTO lot_watches_ended (user_id, lot_id, created_at, last_seen_event_id, last_alerted_event_id)
     SELECT $1, $2, created_at, last_seen_event_id, last_alerted_event_id FROM gone
     ON CONFLICT (user_id, lot_id) DO UPDATE
       SET created_at = excluded.created_at, last_seen_event_id = excluded.last_seen_event_id,
           last_alerted_event_id = excluded.last_alerted_event_id, ended_at = now()
     RETURNING lot_id`,
    [userId, lotId],
  );
  return rows.length > 0;
}

/** "Mark as seen": the buyer has looked at every change of this lot so far. */
export async function markWatchSeen(
  db: Queryable,
  userId: number,
  lotId: number,
): Promise<boolean> {
  const { rows } = await db.query(
    `UPDATE lot_watches SET last_seen_event_id = greatest(last_seen_event_id,
       (SELECT coalesce(max(id), 0) FROM lot_events WHERE lot_id = $2))
     WHERE user_id = $1 AND lot_id = $2 RETURNING lot_id`,
    [userId, lotId],
  );
  return rows.length > 0;
}

/** Each watched lot's changes since the buyer last looked (newest first, a few per lot). */
export async function changesSinceSeen(
  db: Queryable,
  userId: number,
): Promise<Map<number, { changes: WatchChange[]; unseen: number }>> {
  const { rows } = await db.query<{
    lot_id: number | string;
    id: number | string;
    at: Date | string;
    kind: string;
    before: unknown;
    after: unknown;
    unseen: number;
  }>(
    `SELECT lot_id, id, at, kind, before, after, unseen FROM (
       SELECT e.lot_id, e.id, e.at, e.kind, e.before, e.after,
              row_number() OVER (PARTITION BY e.lot_id ORDER BY e.id DESC) AS n,
              count(*) OVER (PARTITION BY e.lot_id)::int AS unseen
       FROM lot_watches w JOIN lot_events e ON e.lot_id = w.lot_id AND e.id > w.last_seen_event_id
       WHERE w.user_id = $1 AND e.kind <> 'listed'
     ) x WHERE n <= $2 ORDER BY lot_id, id DESC`,
    [userId, CHANGES_SHOWN_PER_LOT],
  );
  const out = new Map<number, { changes: WatchChange[]; unseen: number }>();
  for (const r of rows) {
    const lotId = Number(r.lot_id);
    const entry = out.get(lotId) ?? { changes: [], unseen: Number(r.unseen) };
    entry.changes.push({
      id: Number(r.id),
      at: iso(r.at),
      kind: r.kind,
      text: describeLotChange(r.kind, r.before, r.after),
    });
    out.set(lotId, entry);
  }
  return out;
}

/** The user's watch-alert frequency: immediate until they choose otherwise. */
export async function watchAlertFrequency(
  db: Queryable,
  userId: number,
): Promise<WatchAlertFrequency> {
  const { rows } = await db.query<{ frequency: WatchAlertFrequency }>(
    'SELECT frequency FROM watch_alert_settings WHERE user_id = $1',
    [userId],
  );
  return rows[0]?.frequency ?? 'immediate';
}

/**
 * Sets how often to e-mail changes to watched lots. Turning alerts back on moves every watch's
 * alert cursor to now, so the next digest holds only new changes, not the backlog.
 */
export function setWatchAlertFrequency(
  db: Db,
  userId: number,
  frequency: WatchAlertFrequency,
): Promise<void> {
  return db.transaction((tx) => setWatchAlertFrequencyIn(tx, userId, frequency));
}

/** The same, inside a transaction the caller holds (the stop link's restore). */
export async function setWatchAlertFrequencyIn(
  tx: Queryable,
  userId: number,
  frequency: WatchAlertFrequency,
): Promise<void> {
  await ensureSettings(tx, userId);
  const { rows } = await tx.query<{ was: WatchAlertFrequency }>(
    'SELECT frequency AS was FROM watch_alert_settings WHERE user_id = $1 FOR UPDATE',
    [userId],
  );
  // The buyer's own choice: what a stop link switched off is no longer to be put back.
  await tx.query(
    `UPDATE watch_alert_settings SET frequency = $2, frequency_before_stop = NULL, stopped_by = NULL
     WHERE user_id = $1`,
    [userId, frequency],
  );
  if (rows[0]?.was === 'off' && frequency !== 'off')
    await tx.query(
      `UPDATE lot_watches SET last_alerted_event_id = greatest(last_alerted_event_id, ${NEWEST_EVENT_ID})
       WHERE user_id = $1`,
      [userId],
    );
}

/** Whether an e-mail's stop link is a watch-alert link, and whether those alerts are off already. */
export async function watchAlertsByToken(
  db: Queryable,
  token: string,
): Promise<{ off: boolean; restorable: boolean } | null> {
  const { rows } = await db.query<{ off: boolean; restorable: boolean }>(
    `SELECT frequency = 'off' AS off,
            ${restorableWhere()} AS restorable
       FROM watch_alert_settings WHERE unsubscribe_token = $1`,
    [token],
  );
  return rows[0] ?? null;
}

/** The watch alerts behind an e-mail's unsubscribe link, switched off; false for an unknown token. */
export async function unsubscribeWatchAlerts(db: Queryable, token: string): Promise<boolean> {
  const { rows } = await db.query(
    `UPDATE watch_alert_settings SET ${stopAlertSet('alert')}
     WHERE unsubscribe_token = $1 RETURNING user_id`,
    [token],
  );
  return rows.length > 0;
}
