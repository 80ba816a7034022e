import type { Db } from '#server/db/db.server';
import {
  THEN_WATCH_PARAM,
  WATCH_LOT_PARAM,
  WATCH_STATE_PARAM,
  type WatchState,
} from '#schema/watchlist';
import {
  SAVED_SEARCH_STATE_PARAM,
  THEN_SAVE_PARAM,
  type SavedSearchState,
} from '#schema/saved-search';
import { withoutOneTimeParams } from '#schema/one-time-params';
import { CreateSavedSearchBodySchema } from '#schema/saved-search-body';
import { watchAlertFrequency, watchLot } from './watchlist-store.server';
import { createSavedSearch } from './saved-searches-store.server';

/**
 * What "Sign in to watch" and "Sign in to save this search" asked for, done by the server as the
 * sign-in form sends the buyer back: they return with `then_watch=<lot id>` or `then_save=1`,
 * which only the page's script acted on, so without JavaScript the buyer signed in and found
 * nothing watched or saved, the request left in the address. The address the buyer goes back to,
 * with the outcome as the no-JavaScript watch and save forms report theirs
 * (`?watch=added&watch_lot=12`, `?saved_search=saved`); the same address when nothing was asked.
 */
export async function doneAskedBeforeSignIn(
  db: Db,
  userId: number,
  destination: string,
): Promise<string> {
  const url = new URL(destination, 'http://return.invalid');
  const params = url.searchParams;
  const lot = params.get(THEN_WATCH_PARAM);
  const save = params.get(THEN_SAVE_PARAM) === '1';
  if (lot === null && !save) return destination;
  const outcome: Record<string, string> = {};
  if (lot !== null) {
    const lotId = Number(lot);
    const state: WatchState =
      Number.isSafeInteger(lotId) && lotId > 0 ? await watchOutcome(db, userId, lotId) : 'missing';
    outcome[WATCH_STATE_PARAM] = state;
    outcome[WATCH_LOT_PARAM] = lot;
  }
  if (save) outcome[SAVED_SEARCH_STATE_PARAM] = await saveOutcome(db, userId, url.search);
  const back = withoutOneTimeParams(url.search);
  for (const [key, value] of Object.entries(outcome)) back.set(key, value);
  return `${url.pathname}?${back}${url.hash}`;
}

async function watchOutcome(db: Db, userId: number, lotId: number): Promise<WatchState> {
  const result = await watchLot(db, userId, lotId);
  // As the watch form says it: no e-mails follow when the buyer turned them off.
  if (result === 'added' && (await watchAlertFrequency(db, userId)) === 'off') return 'added_quiet';
  return result;
}

async function saveOutcome(db: Db, userId: number, search: string): Promise<SavedSearchState> {
  const body = CreateSavedSearchBodySchema.safeParse({
    query: withoutOneTimeParams(search).toString(),
  });
  if (!body.success) return 'invalid';
  const result = await createSavedSearch(db, userId, body.data);
  if (result.kind === 'unknown-place') return 'invalid';
  return result.kind === 'created' ? 'saved' : result.kind;
}
