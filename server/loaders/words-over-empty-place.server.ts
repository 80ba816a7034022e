import { parseListingQuery, type ListingQuery } from '#schema/listing-query';
import type { ResolvedPlace } from '#schema/place';
import { hrefWith } from '#shared/links/href-with';
import type { ServerLoaderArgs } from './loader-args.server';
import { lotCounts } from './lot-counts.server';
import { lotsHold, namesPlace, type SearchMeaning } from './search-reading.server';

/** A place this populous is meant by its name, even where it holds no lot. */
const KNOWN_TOWN_POPULATION = 20_000;

/**
 * Whether the words of a search that names a place and nothing else are better searched as
 * typed: "church" is Church, Lancashire, which holds no lot, while lots mention a church (a
 * conversion, a view of one, a road beside it). The place is returned then (the page is the
 * words' results and names the place); otherwise null, and the page leads to the place.
 *
 * Only when the words name a place that holds no lot for the page's other filters, and find
 * lots as the page searches them (`placeWordsOverPlace`).
 */
export async function wordsOverEmptyPlace(
  args: ServerLoaderArgs,
  /** The page's search, and the place its Location box holds (if any). */
  page: { q: ListingQuery; place: ResolvedPlace | null },
  meant: NonNullable<SearchMeaning['meant']>,
): Promise<ResolvedPlace | null> {
  const { q } = page;
  if (!meant.placeOnly || !meant.place || meant.path || !q.search) return null;
  if (!(await placeWordsOverPlace(args, q.search, meant.search, meant.place))) return null;
  const [asWords] = await lotCounts(args, [{ query: q, place: page.place }]);
  return asWords! > 0 ? meant.place : null;
}

/**
 * Whether the words that name a place in a reading are words to find, not the place: a village
 * or small town (fewer than KNOWN_TOWN_POPULATION people, or no count) that holds no lot for the
 * reading's filters (its other words aside), whose name the text search finds as it is written
 * and some lot's text holds. "leeds" is stemmed to "leed" and "poole" to "pool" (a swimming pool), so
 * Leeds and Poole stay places, even on a day they hold no lot; "church" in "church conversion"
 * is no circle around Church, Lancashire to offer.
 */
export async function placeWordsOverPlace(
  args: ServerLoaderArgs,
  words: string,
  /** The reading's query string (`?location=Church&search=conversion`). */
  search: string,
  place: ResolvedPlace,
): Promise<boolean> {
  // "sale" on a page of houses is Sale, Greater Manchester, though it holds none: a town known
  // by its name, not the "unconditional sale" of twenty catalogues.
  if (((await namesPlace(args.scope.db, words)) ?? 0) >= KNOWN_TOWN_POPULATION) return false;
  if (!(await matchedAsWritten(args, words))) return false;
  const placeAlone = hrefWith({ pathname: '', search }, { search: null, page: null });
  const [inPlace] = await lotCounts(args, [
    { query: parseListingQuery(new URLSearchParams(placeAlone)), place },
  ]);
  return inPlace === 0 && (await lotsHold(args.scope.db, words));
}

/** Whether the English search configuration keeps every word as typed (no stem, no stop word). */
async function matchedAsWritten(args: ServerLoaderArgs, text: string): Promise<boolean> {
  const { rows } = await args.scope.db.query<{ same: boolean }>(
    `SELECT to_tsvector('english', $1)::text = to_tsvector('simple', $1)::text AS same`,
    [text],
  );
  return rows[0]?.same === true;
}
