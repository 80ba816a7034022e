import { SAVED_SEARCH_STATE_PARAM, THEN_SAVE_PARAM } from './saved-search';
import { SAVED_SEARCH_ID_PARAM } from './saved-search-name';
import { THEN_WATCH_PARAM, WATCH_LOT_PARAM, WATCH_STATE_PARAM } from './watchlist';

/**
 * Query parameters that report one form's outcome, or ask for one action, on the page a redirect
 * lands on ("?saved_search=saved", "?then_watch=12"). They belong to that one address: a link
 * built from it (another page, view or filter) leaves them out. "Search saved." had followed the
 * buyer from "Houses in York" to every search its chips and views led to, none of them saved.
 */
const ONE_TIME_PARAMS: ReadonlySet<string> = new Set([
  SAVED_SEARCH_STATE_PARAM,
  SAVED_SEARCH_ID_PARAM,
  THEN_SAVE_PARAM,
  WATCH_STATE_PARAM,
  WATCH_LOT_PARAM,
  THEN_WATCH_PARAM,
]);

export const isOneTimeParam = (name: string) => ONE_TIME_PARAMS.has(name);

/** A query (`?a=1&saved_search=saved`) without its one-time parameters. */
export function withoutOneTimeParams(search: string): URLSearchParams {
  const params = new URLSearchParams(search);
  for (const key of [...params.keys()]) if (isOneTimeParam(key)) params.delete(key);
  return params;
}

/**
 * A page's path and query without its one-time parameters: where links back to it lead. The
 * other parameters keep their bytes ("near=51.45,-2.62" stays so, not "%2C"), so the way back is
 * the address the visitor left.
 */
export function pathWithoutOneTimeParams(pathname: string, search: string): string {
  const pairs = search.replace(/^\?/, '').split('&');
  const kept = pairs.filter((pair) => pair !== '' && !isOneTimeParam(keyOf(pair)));
  return `${pathname}${kept.length ? `?${kept.join('&')}` : ''}`;
}

/** A query pair's key as URLSearchParams reads it ("saved%5Fsearch" is saved_search). */
function keyOf(pair: string): string {
  const key = pair.split('=', 1)[0]!.replace(/\+/g, ' ');
  try {
    return decodeURIComponent(key);
  } catch {
    return key;
  }
}
