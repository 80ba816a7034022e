import type { Logger } from 'pino';
import type { Db, Queryable } from '#server/db/db.server';
import { ALERT_FREQUENCIES } from '#schema/saved-search';
import { WATCH_ALERT_FREQUENCIES } from '#schema/watchlist';
import { isLinkToken } from '#schema/link-token';
import { oneOf } from '#schema/own';
import { updateSavedSearch } from './saved-searches-store.server';
import { setWatchAlertFrequencyIn } from './watchlist-store.server';
import { restorableWhere } from './alert-stop-sql';

/**
 * Turns back on, as they were, the alerts a stop link switched off (decision 173): each saved
 * search and the watch alerts it names (an account's link: all of the account's) that are off
 * with the setting they had before the stop kept. Through the profile's own changes, so the
 * next e-mail holds only what is new from now, not what came while they were off. How many came
 * back on; 0 for a token no alert has, or nothing to put back (pressing it twice is harmless).
 */
export async function restoreAlertsOfLink(db: Db, token: string, logger: Logger): Promise<number> {
  if (!isLinkToken(token)) return 0;
  // One transaction with the alerts' rows locked: a change on the profile in the same instant
  // either comes first (and its setting stays: nothing is left to put back) or waits and wins.
  const restored = await db.transaction((tx) => restoreIn(tx, token));
  if (restored)
    logger.info(
      { audit: 'alerts-restored', alerts: restored },
      'alerts turned back on by e-mail link',
    );
  return restored;
}

async function restoreIn(tx: Queryable, token: string): Promise<number> {
  const account = await tx.query<{ user_id: number | string }>(
    'SELECT user_id FROM alert_stop_tokens WHERE token = $1',
    [token],
  );
  // An account's link names every alert of the account that "Stop all" switched off (one the
  // buyer had stopped alone before it stays off); any other token, its own alert.
  const named = account.rows[0]
    ? `user_id = $1 AND ${restorableWhere('account')}`
    : `unsubscribe_token = $1 AND ${restorableWhere()}`;
  const key = account.rows[0]?.user_id ?? token;
  const searches = await tx.query<{
    id: number | string;
    user_id: number | string;
    before: string;
  }>(
    `SELECT id, user_id, frequency_before_stop AS before FROM saved_searches
      WHERE ${named} FOR UPDATE`,
    [key],
  );
  const watches = await tx.query<{ user_id: number | string; before: string }>(
    `SELECT user_id, frequency_before_stop AS before FROM watch_alert_settings
      WHERE ${named} FOR UPDATE`,
    [key],
  );
  let restored = 0;
  for (const s of searches.rows) {
    const frequency = oneOf(ALERT_FREQUENCIES, s.before);
    if (!frequency || frequency === 'off') continue;
    await updateSavedSearch(tx, Number(s.user_id), Number(s.id), { frequency });
    restored++;
  }
  for (const w of watches.rows) {
    const frequency = oneOf(WATCH_ALERT_FREQUENCIES, w.before);
    if (!frequency || frequency === 'off') continue;
    await setWatchAlertFrequencyIn(tx, Number(w.user_id), frequency);
    restored++;
  }
  return restored;
}
