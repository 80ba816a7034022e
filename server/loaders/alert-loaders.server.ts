import type { ServerLoaderArgs } from './loader-args.server';
import { listSavedSearches } from '#server/alerts/saved-searches-store.server';
import { watchAlertFrequency } from '#server/alerts/watchlist-store.server';
import { alertsOfLinks, linkTokens } from '#server/alerts/stop-alerts.server';
import { ALERTS_RESTORED_PARAM } from '#schema/link-token';
import { watchedLots } from './watched-lots-loader.server';
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
 * `/alerts/unsubscribe?token=…`, the link in every alert e-mail: says which alerts it stops and
 * asks for a press of a button (a POST, server/http/alerts-unsubscribe.server.ts). It used to stop
 * them on the GET itself, so a mail scanner opening the link silently stopped a buyer's alerts.
 * The digest's List-Unsubscribe link repeats `token`, one per alert of the e-mail.
 */
export async function unsubscribePage({ url, scope }: ServerLoaderArgs): Promise<UnsubscribeData> {
  const tokens = linkTokens(url.searchParams.getAll('token'));
  const alerts = await alertsOfLinks(scope.db, tokens);
  if (!alerts.length) return { state: 'invalid' };
  const stopped = alerts.every((a) => a.off);
  // Asking, it names what still sends e-mails (an account's link names every alert, some off).
  return {
    state: stopped ? 'stopped' : 'confirm',
    alerts: alerts.filter((a) => stopped || !a.off).map(({ name, kind }) => ({ name, kind })),
    tokens,
    ...(stopped && alerts.some((a) => a.restorable) ? { restorable: true } : {}),
    ...(!stopped && url.searchParams.get(ALERTS_RESTORED_PARAM) === '1' ? { restored: true } : {}),
  };
}
