import type { Logger } from 'pino';
import type { Queryable } from '#server/db/db.server';
import { WATCH_ALERTS_NAME } from '#schema/watchlist';
import { MAX_SAVED_SEARCHES } from '#schema/saved-search';
import { savedSearchByToken, unsubscribeSavedSearch } from './saved-searches-store.server';
import { unsubscribeWatchAlerts, watchAlertsByToken } from './watchlist-store.server';
import { isLinkToken } from '#schema/link-token';
import { alertsOfAccountToken, stopAccountAlerts } from './account-stop-token.server';

/** The alerts an e-mail's stop link names: a saved search's, or the watched lots'. */
export interface AlertsOfLink {
  name: string;
  kind: 'search' | 'watch';
  off: boolean;
  /** Off by a stop link, with the setting before it kept: the link's page can put it back. */
  restorable: boolean;
}

/**
 * The stop tokens of one link, as sent: a digest's List-Unsubscribe link carries every alert of
 * the e-mail (`?token=…&token=…`), so a mail client's one button stops them all. Repeats and
 * malformed ones are dropped; at most one per saved search plus the watch alerts.
 */
export function linkTokens(raw: unknown): string[] {
  const list = Array.isArray(raw) ? raw : [raw];
  const tokens = list.filter((t): t is string => typeof t === 'string' && isLinkToken(t));
  return [...new Set(tokens)].slice(0, MAX_SAVED_SEARCHES + 1);
}

/** What a stop link would switch off, without switching it (a mail scanner's GET changes nothing). */
export async function alertsOfLink(db: Queryable, token: string): Promise<AlertsOfLink | null> {
  if (!isLinkToken(token)) return null;
  const search = await savedSearchByToken(db, token);
  if (search) return { kind: 'search', ...search };
  const watch = await watchAlertsByToken(db, token);
  return watch ? { name: WATCH_ALERTS_NAME, kind: 'watch', ...watch } : null;
}

/**
 * The alerts of every token of a link that names some, in the link's order: a search's or the
 * watch alerts' token names one; an account's (the List-Unsubscribe link) names all of them.
 */
export async function alertsOfLinks(db: Queryable, tokens: string[]): Promise<AlertsOfLink[]> {
  const found: AlertsOfLink[] = [];
  for (const token of tokens) {
    const alerts = await alertsOfLink(db, token);
    if (alerts) found.push(alerts);
    else found.push(...((await alertsOfAccountToken(db, token)) ?? []));
  }
  return found;
}

/**
 * Switches off the alerts a stop link names: the visitor's button on the link's page, or a mail
 * client's one-click POST (RFC 8058). Repeating it is harmless; what was saved stays. False for a
 * token no alert has.
 */
export async function stopAlertsOfLink(
  db: Queryable,
  token: string,
  logger: Logger,
): Promise<boolean> {
  if (!isLinkToken(token)) return false;
  if (await unsubscribeSavedSearch(db, token)) {
    logger.info({ audit: 'alert-unsubscribe' }, 'saved-search alerts switched off by e-mail link');
    return true;
  }
  if (await unsubscribeWatchAlerts(db, token)) {
    logger.info({ audit: 'watch-alert-unsubscribe' }, 'watch alerts switched off by e-mail link');
    return true;
  }
  if (await stopAccountAlerts(db, token)) {
    logger.info({ audit: 'all-alerts-unsubscribe' }, 'every alert switched off by e-mail link');
    return true;
  }
  return false;
}
