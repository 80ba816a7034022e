import type { ServerLoaderArgs } from './loader-args.server';
import {
  listSavedSearches,
  unsubscribeSavedSearch,
} from '#server/alerts/saved-searches-store.server';
import { unsubscribeWatchAlerts, watchAlertFrequency } from '#server/alerts/watchlist-store.server';
import { watchedLots } from './watched-lots-loader.server';
import { WATCH_ALERTS_NAME } from '#schema/watchlist';
import type { ProfileData } from '#shared/payloads/account-data';
import type { UnsubscribeData } from '#shared/payloads/account-data';

/** `/profile`: the signed-in user's saved searches and watched lots (the `auth` guard has run). */
export async function profilePage(args: ServerLoaderArgs): Promise<ProfileData> {
  const { scope } = args;
  if (!scope.user)
    return { savedSearches: [], watched: [], watchedTotal: 0, watchFrequency: 'immediate' };
  const [savedSearches, { watched, watchedTotal }, watchFrequency] = await Promise.all([
    listSavedSearches(scope.db, scope.user.id),
    watchedLots(args, scope.user.id),
    watchAlertFrequency(scope.db, scope.user.id),
  ]);
  return { savedSearches, watched, watchedTotal, watchFrequency };
}

/**
 * `/alerts/unsubscribe?token=…`, the link in every alert e-mail: switches that search's alerts
 * off without signing in. Repeating it is harmless; the saved search itself stays.
 */
export async function unsubscribePage({ url, scope }: ServerLoaderArgs): Promise<UnsubscribeData> {
  const token = url.searchParams.get('token') ?? '';
  if (!/^[A-Za-z0-9_-]{20,100}$/.test(token)) return { state: 'invalid' };
  const search = await unsubscribeSavedSearch(scope.db, token);
  if (!search) {
    // The other kind of alert in a digest: changes to watched lots (issue 16).
    if (!(await unsubscribeWatchAlerts(scope.db, token))) return { state: 'invalid' };
    scope.logger.info(
      { audit: 'watch-alert-unsubscribe' },
      'watch alerts switched off by e-mail link',
    );
    return { state: 'stopped', name: WATCH_ALERTS_NAME, kind: 'watch' };
  }
  scope.logger.info(
    { audit: 'alert-unsubscribe' },
    'saved-search alerts switched off by e-mail link',
  );
  return { state: 'stopped', name: search.name, kind: 'search' };
}
