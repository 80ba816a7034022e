import { randomBytes } from 'node:crypto';
import type { Queryable } from '#server/db/db.server';
import { WATCH_ALERTS_NAME } from '#schema/watchlist';
import { restorableWhere, stopAlertSet } from './alert-stop-sql';

/** The account's stop token for its e-mails' List-Unsubscribe header, made on first use. */
export async function accountStopToken(db: Queryable, userId: number): Promise<string> {
  await db.query(
    `INSERT INTO alert_stop_tokens (user_id, token) VALUES ($1, $2) ON CONFLICT (user_id) DO NOTHING`,
    [userId, randomBytes(32).toString('base64url')],
  );
  const { rows } = await db.query<{ token: string }>(
    'SELECT token FROM alert_stop_tokens WHERE user_id = $1',
    [userId],
  );
  return rows[0]!.token;
}

/**
 * Every alert of the account an account stop token names (read only); null for another token.
 * Restorable: switched off by "Stop all" (not by its own link before it), its setting kept.
 */
export async function alertsOfAccountToken(
  db: Queryable,
  token: string,
): Promise<Array<{
  name: string;
  kind: 'search' | 'watch';
  off: boolean;
  restorable: boolean;
}> | null> {
  const { rows } = await db.query<{ user_id: number | string }>(
    'SELECT user_id FROM alert_stop_tokens WHERE token = $1',
    [token],
  );
  if (!rows[0]) return null;
  const userId = rows[0].user_id;
  const searches = await db.query<{ name: string; off: boolean; restorable: boolean }>(
    `SELECT name, frequency = 'off' AS off,
            ${restorableWhere('account')} AS restorable
       FROM saved_searches WHERE user_id = $1
     ORDER BY created_at, id`,
    [userId],
  );
  const watch = await db.query<{ off: boolean; restorable: boolean }>(
    `SELECT frequency = 'off' AS off,
            ${restorableWhere('account')} AS restorable
       FROM watch_alert_settings WHERE user_id = $1`,
    [userId],
  );
  return [
    ...watch.rows.map((w) => ({ name: WATCH_ALERTS_NAME, kind: 'watch' as const, ...w })),
    ...searches.rows.map((s) => ({ kind: 'search' as const, ...s })),
  ];
}

/** Switches off every alert of the account the token names; false for another token. */
export async function stopAccountAlerts(db: Queryable, token: string): Promise<boolean> {
  const { rows } = await db.query<{ user_id: number | string }>(
    'SELECT user_id FROM alert_stop_tokens WHERE token = $1',
    [token],
  );
  if (!rows[0]) return false;
  await db.query(
    `UPDATE saved_searches SET ${stopAlertSet('account')}, updated_at = now()
     WHERE user_id = $1 AND frequency <> 'off'`,
    [rows[0].user_id],
  );
  await db.query(
    `UPDATE watch_alert_settings SET ${stopAlertSet('account')}
     WHERE user_id = $1 AND frequency <> 'off'`,
    [rows[0].user_id],
  );
  return true;
}
