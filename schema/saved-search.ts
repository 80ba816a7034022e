import { defaultListingOrder, parseListingQuery, type ListingQuery } from './listing-query';
import { DEFAULT_STATUS_FILTER } from './lot-status';
import { BUSY_MESSAGE } from './watchlist';

/** How many searches one account may save; the API answers 400 beyond it. */
export const MAX_SAVED_SEARCHES = 20;
export const ALERT_FREQUENCIES = ['daily', 'weekly', 'off'] as const;
export type AlertFrequency = (typeof ALERT_FREQUENCIES)[number];
export const FREQUENCY_LABELS: Record<AlertFrequency, string> = {
  daily: 'Daily',
  weekly: 'Weekly',
  off: 'Off',
};

/**
 * Query keys that change how results look, not which lots match: never part of a saved search
 * (nor is the default status, upcoming lots, so older saved searches keep their shape).
 */
// `nearMeAsked`: the page asks where the buyer is; a saved search (its alerts) is every lot.
const PRESENTATION_KEYS = new Set(['page', 'view', 'nearMeAsked']);

/**
 * A saved search's query: the normalised /listings query without paging and view, with its order
 * when the buyer chose one (not the status's own default, so a search saved without one keeps its
 * shape). The order says how its results page opens; it is no part of which lots match.
 */
export type SavedQuery = Record<string, string>;

/**
 * Normalises any /listings query string through `parseListingQuery`, so only valid filter values
 * are stored and two spellings of one search (`?location=Leeds&page=2`, `?location=leeds`) are equal.
 */
export function savedQueryOf(query: ListingQuery | URLSearchParams): SavedQuery {
  const parsed = query instanceof URLSearchParams ? parseListingQuery(query) : query;
  const out: SavedQuery = {};
  for (const [key, value] of Object.entries(parsed).sort(([a], [b]) => a.localeCompare(b))) {
    if (
      PRESENTATION_KEYS.has(key) ||
      value === undefined ||
      value === null ||
      value === '' ||
      (Array.isArray(value) && value.length === 0) ||
      (key === 'lot_status' && value === DEFAULT_STATUS_FILTER) ||
      (key === 'order_by' && value === defaultListingOrder(parsed.lot_status))
    )
      continue;
    out[key] = Array.isArray(value) ? value.join(',') : String(value);
  }
  return out;
}

/**
 * A results page's saved query with a place given by its address (a slug: `england/west-yorkshire/
 * leeds`) named by the place's own words (`place.value`, lower-cased as a parsed `location` is):
 * `location=leeds` and the slug are one search, saved once and found again either way, and a slug
 * never names a saved search. Words the buyer typed ("hull") are kept as typed. A place searched
 * in a circle of its own (a full postcode) keeps that circle.
 */
export function savedQueryAt(
  query: ListingQuery,
  place: { value: string; radiusMiles: number | null } | null,
): SavedQuery {
  const slug = place && query.location?.includes('/');
  const named = slug ? { ...query, location: place.value.toLowerCase() } : query;
  // The circle a full postcode is searched in when none is chosen (a mile round its sector) is
  // the search's own: "M20 2AB" and "M20 2AB within 1 mile" were saved twice, the first named
  // "Lots in M20 2AB" though its alerts covered the mile.
  const radius = named.radius ?? (query.location ? place?.radiusMiles : null) ?? undefined;
  return savedQueryOf(radius === undefined ? named : { ...named, radius });
}

/**
 * Whether two saved queries are the same search: each read again through `savedQueryOf` (a query
 * stored under an older reading of the filters counts as its current self), then compared key by
 * key, the order left out: the same lots in another order are the same search (the same alerts),
 * so saving it again finds the one saved. The one test of "already saved" for the save button and
 * the API alike.
 */
export function sameSavedSearch(a: SavedQuery, b: SavedQuery): boolean {
  const key = (q: SavedQuery) => {
    const { order_by: _order, ...filters } = savedQueryOf(new URLSearchParams(q));
    // Words are matched in any case: "Garden" and "garden" are one search (it was saved twice).
    const words = filters.search?.toLowerCase().replace(/\s+/g, ' ').trim();
    return JSON.stringify({ ...filters, search: words });
  };
  return key(a) === key(b);
}

/** The results page of a saved search, as a site path with its parameters in a stable order. */
export function savedSearchPath(query: SavedQuery, extra: Record<string, string> = {}): string {
  // Keys sorted here, not trusted from storage: jsonb keeps its own key order.
  const entries = Object.entries({ ...query, ...extra }).sort(([a], [b]) => a.localeCompare(b));
  const qs = new URLSearchParams(entries).toString();
  return `/listings${qs ? `?${qs}` : ''}`;
}

/** A saved search as the API and the profile page show it. */
export interface SavedSearch {
  id: number;
  name: string;
  query: SavedQuery;
  /** The results page of this search. */
  path: string;
  frequency: AlertFrequency;
  created_at: string;
  /** The buyer's last digest while this search was due (it paces daily and weekly alerts). */
  last_sent_at: string | null;
  /** The last e-mail that held lots of this search (new, cheaper or back on sale). */
  last_lots_sent_at: string | null;
}

/**
 * "Sign in to save this search" comes back to the results with `then_save=1`: once signed in, the
 * search is saved (once; the parameter then leaves the address), as "Sign in to watch" watches.
 */
export const THEN_SAVE_PARAM = 'then_save';

/** `?saved_search=<state>`: how a form post without JavaScript reports back after its redirect. */
export const SAVED_SEARCH_STATE_PARAM = 'saved_search';
export const SAVED_SEARCH_MESSAGES = {
  saved: 'Search saved. We will e-mail you new lots that match it.',
  exists: 'You have already saved this search.',
  limit: `You can save up to ${MAX_SAVED_SEARCHES} searches. Delete one to save another.`,
  invalid: 'Please check the form and try again.',
  unnamed: 'Give the search a name.',
  name_long: 'Give the search a shorter name.',
  updated: 'Saved search updated.',
  deleted: 'Saved search deleted.',
  missing: 'That saved search no longer exists.',
  busy: BUSY_MESSAGE,
} as const;
export type SavedSearchState = keyof typeof SAVED_SEARCH_MESSAGES;

/**
 * "Search saved" for an account whose e-mail address is not confirmed yet: alerts go to confirmed
 * addresses only, so "We will e-mail you" would be a promise not kept.
 */
export const SAVED_UNCONFIRMED =
  'Search saved. Confirm your e-mail address with the link we sent you to get e-mails of new lots that match it.';

/** The message shown for a saved-search outcome, to a buyer whose address is confirmed or not. */
export const savedSearchMessage = (message: string, confirmed: boolean) =>
  message === SAVED_SEARCH_MESSAGES.saved && !confirmed ? SAVED_UNCONFIRMED : message;
/** States that report a failure rather than an outcome. */
export const SAVED_SEARCH_FAILURES: ReadonlySet<SavedSearchState> = new Set([
  'limit',
  'invalid',
  'unnamed',
  'name_long',
  'missing',
  'busy',
]);

export const isSavedSearchState = (v: string | null): v is SavedSearchState =>
  v !== null && Object.hasOwn(SAVED_SEARCH_MESSAGES, v);
