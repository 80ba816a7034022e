import type { Db } from '#server/db/db.server';
import { describeLotChange, WATCH_ALERT_KINDS } from '#shared/format/describe-lot-change';
import { DIGEST_WATCHED_LOTS, type WatchedDigestLot } from './alert-digest.server';

/** A user whose watch alerts are due: alerts on, and a watched lot changed past its cursor. */
export interface DueWatcher {
  userId: number;
  token: string;
  email: string;
  first_name: string | null;
}

const KINDS = [...WATCH_ALERT_KINDS];

/**
 * Due: watch alerts on, a confirmed and unblocked account, an alertable change to a watched lot
 * after that watch's cursor (and no later than `newestEvent`), and for daily alerts no watch
 * digest within the day (an hour of slack, as saved searches have).
 */
const DUE_WATCHERS = `
  SELECT s.user_id, s.unsubscribe_token, u.email, u.first_name
  FROM watch_alert_settings s JOIN users u ON u.id = s.user_id
  WHERE s.frequency <> 'off' AND u.confirmed AND NOT u.blocked
    AND (s.frequency = 'immediate' OR s.last_sent_at IS NULL
         OR s.last_sent_at <= $2::timestamptz - interval '23 hours')
    AND EXISTS (
      SELECT 1 FROM lot_watches w JOIN lot_events e
        ON e.lot_id = w.lot_id AND e.id > w.last_alerted_event_id AND e.id <= $1
      WHERE w.user_id = s.user_id AND e.kind = ANY($3::text[]))
  ORDER BY s.user_id`;

export async function dueWatchers(
  db: Pick<Db, 'query'>,
  newestEvent: number,
  now: Date,
): Promise<Map<number, DueWatcher>> {
  const { rows } = await db.query<{
    user_id: number | string;
    unsubscribe_token: string;
    email: string;
    first_name: string | null;
  }>(DUE_WATCHERS, [newestEvent, now.toISOString(), KINDS]);
  return new Map(
    rows.map((r) => [
      Number(r.user_id),
      {
        userId: Number(r.user_id),
        token: r.unsubscribe_token,
        email: r.email,
        first_name: r.first_name,
      },
    ]),
  );
}

/** The user's watched lots with alertable changes past their cursors, each with its change lines. */
export async function watchedChanges(
  db: Pick<Db, 'query'>,
  userId: number,
  newestEvent: number,
): Promise<{ lots: WatchedDigestLot[]; total: number }> {
  const { rows } = await db.query<{
    lot_id: number | string;
    title: string;
    place: string | null;
    kind: string;
    before: unknown;
    after: unknown;
  }>(
    `SELECT w.lot_id, p.title, coalesce(p.location, p.postcode) AS place, e.kind, e.before, e.after
     FROM lot_watches w
     JOIN lot_events e ON e.lot_id = w.lot_id AND e.id > w.last_alerted_event_id AND e.id <= $2
     JOIN auction_properties p ON p.id = w.lot_id
     WHERE w.user_id = $1 AND e.kind = ANY($3::text[])
     ORDER BY w.lot_id, e.id`,
    [userId, newestEvent, KINDS],
  );
  const byLot = new Map<number, WatchedDigestLot>();
  for (const r of rows) {
    const id = Number(r.lot_id);
    const lot = byLot.get(id) ?? { id, title: r.title, place: r.place, changes: [] };
    lot.changes.push(describeLotChange(r.kind, r.before, r.after));
    byLot.set(id, lot);
  }
  const all = [...byLot.values()];
  return { lots: all.slice(0, DIGEST_WATCHED_LOTS), total: all.length };
}

/**
 * Moves every watch's alert cursor of the user to `newestEvent` (never back); `sentAt` marks a
 * watch digest sent (daily alerts wait a day after it).
 */
export async function advanceWatches(
  db: Pick<Db, 'query'>,
  userId: number,
  newestEvent: number,
  sentAt: Date | null,
): Promise<void> {
  await db.query(
    `UPDATE lot_watches SET last_alerted_event_id = greatest(last_alerted_event_id, $2)
     WHERE user_id = $1`,
    [userId, newestEvent],
  );
  if (sentAt)
    await db.query('UPDATE watch_alert_settings SET last_sent_at = $2 WHERE user_id = $1', [
      userId,
      sentAt.toISOString(),
    ]);
}
