import type { ServerLoaderArgs } from './loader-args.server';
import {
  listSavedSearches,
  unsubscribeSavedSearch,
} from '#server/alerts/saved-searches-store.server';
import type { ProfileData } from '#shared/payloads/account-data';
import type { UnsubscribeData } from '#shared/payloads/account-data';

/** `/profile`: the signed-in user's saved searches (the route's `auth` guard has run). */
export async function profilePage({ scope }: ServerLoaderArgs): Promise<ProfileData> {
  return { savedSearches: scope.user ? await listSavedSearches(scope.db, scope.user.id) : [] };
}

/**
 * `/alerts/unsubscribe?token=…`, the link in every alert e-mail: switches that search's alerts
 * off without signing in. Repeating it is harmless; the saved search itself stays.
 */
export async function unsubscribePage({ url, scope }: ServerLoaderArgs): Promise<UnsubscribeData> {
  const token = url.searchParams.get('token') ?? '';
  if (!/^[A-Za-z0-9_-]{20,100}$/.test(token)) return { state: 'invalid' };
  const search = await unsubscribeSavedSearch(scope.db, token);
  if (!search) return { state: 'invalid' };
  scope.logger.info(
    { audit: 'alert-unsubscribe' },
    'saved-search alerts switched off by e-mail link',
  );
  return { state: 'stopped', name: search.name };
}
