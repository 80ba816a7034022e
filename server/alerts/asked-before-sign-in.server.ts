import type { Db } from '#server/db/db.server';
import { THEN_WATCH_PARAM, WATCH_LOT_PARAM, WATCH_STATE_PARAM } from '#schema/watchlist';
import {
  SAVED_SEARCH_STATE_PARAM,
  THEN_SAVE_PARAM,
  type SavedSearchState,
} from '#schema/saved-search';
import { pathWithoutOneTimeParams, withoutOneTimeParams } from '#schema/one-time-params';
import { CreateSavedSearchBodySchema } from '#schema/saved-search-body';
import { safeReturnPath } from '#schema/return-path';
import { SIGNED_IN_DESTINATION } from '#shared/forms/account-forms';
import { watchLotSaid } from './watchlist-store.server';
import { createSavedSearch, savedState } from './saved-searches-store.server';

/** Where a search can be saved from: the lot search ("Sign in to save this search" is there alone). */
const SAVED_FROM = '/listings';

/**
 * What "Sign in to watch" and "Sign in to save this search" asked for, done by the server as the
 * sign-in form sends the buyer back: they return with `then_watch=<lot id>` or `then_save=1`,
 * which only the page's script acted on, so without JavaScript the buyer signed in and found
 * nothing watched or saved, the request left in the address. The address the buyer goes back to,
 * with the outcome as the no-JavaScript watch and save forms report theirs
 * (`?watch=added&watch_lot=12`, `?saved_search=saved`), its other parameters as they were written;
 * the same address when nothing was asked. A new account's page ("/signup-success?redirect=…")
 * has the way back in its own `redirect`, which is done so too.
 */
export async function doneAskedBeforeSignIn(
  db: Db,
  userId: number,
  destination: string,
): Promise<string> {
  const url = new URL(destination, 'http://return.invalid');
  const onward = url.searchParams.get('redirect');
  if (onward && url.pathname === SIGNED_IN_DESTINATION['sign-up']) {
    const back = safeReturnPath(onward, '');
    if (!back) return destination;
    const done = await doneAskedBeforeSignIn(db, userId, back);
    if (done === back) return destination;
    url.searchParams.set('redirect', done);
    return `${url.pathname}${url.search}${url.hash}`;
  }
  const lot = url.searchParams.get(THEN_WATCH_PARAM);
  const save = url.searchParams.get(THEN_SAVE_PARAM) === '1';
  if (lot === null && !save) return destination;
  const outcome = new URLSearchParams();
  const lotId = Number(lot);
  // A lot id as the watch button writes it; anything else asks for nothing that can be done.
  if (lot !== null && /^[1-9]\d{0,15}$/.test(lot) && Number.isSafeInteger(lotId)) {
    outcome.set(WATCH_STATE_PARAM, await watchLotSaid(db, userId, lotId));
    outcome.set(WATCH_LOT_PARAM, String(lotId));
  }
  if (save && url.pathname === SAVED_FROM)
    outcome.set(SAVED_SEARCH_STATE_PARAM, await saveOutcome(db, userId, url.search));
  const back = pathWithoutOneTimeParams(url.pathname, url.search);
  const said = outcome.toString();
  return `${back}${said ? `${back.includes('?') ? '&' : '?'}${said}` : ''}${url.hash}`;
}

async function saveOutcome(db: Db, userId: number, search: string): Promise<SavedSearchState> {
  const body = CreateSavedSearchBodySchema.safeParse({
    query: withoutOneTimeParams(search).toString(),
  });
  if (!body.success) return 'invalid';
  return savedState(await createSavedSearch(db, userId, body.data));
}
