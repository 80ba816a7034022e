import { parseListingQuery, type ListingQuery } from '#schema/listing-query';
import type { ResolvedPlace } from '#schema/place';
import type { ServerLoaderArgs } from './loader-args.server';
import { lotCounts } from './lot-counts.server';
import type { SearchMeaning } from './search-reading.server';

/**
 * Whether the words of a search that names a place and nothing else are better searched as
 * typed: "church" is Church, Lancashire, which holds no lot, while lots mention a church (a
 * conversion, a view of one, a road beside it). The place is null then (the page is the words'
 * results and says the place has none); otherwise the place the page leads to.
 *
 * Only when the place holds no lot for the page's other filters, the words find some, and the
 * text search finds each word as it is written: "leeds" is stemmed to "leed" and "poole" to
 * "pool" (a swimming pool), so Leeds and Poole stay places, even on a day they hold no lot.
 */
export async function wordsOverEmptyPlace(
  args: ServerLoaderArgs,
  /** The page's search, and the place its Location box holds (if any). */
  page: { q: ListingQuery; place: ResolvedPlace | null },
  meant: NonNullable<SearchMeaning['meant']>,
): Promise<ResolvedPlace | null> {
  const { q } = page;
  if (!meant.placeOnly || !meant.place || meant.path || !q.search) return null;
  const place = meant.place;
  if (!(await matchedAsWritten(args, q.search))) return null;
  const [inPlace, asWords] = await lotCounts(args, [
    { query: parseListingQuery(new URLSearchParams(meant.search)), place },
    { query: q, place: page.place },
  ]);
  return inPlace === 0 && asWords! > 0 ? place : null;
}

/** Whether the English search configuration keeps every word as typed (no stem, no stop word). */
async function matchedAsWritten(args: ServerLoaderArgs, text: string): Promise<boolean> {
  const { rows } = await args.scope.db.query<{ same: boolean }>(
    `SELECT to_tsvector('english', $1)::text = to_tsvector('simple', $1)::text AS same`,
    [text],
  );
  return rows[0]?.same === true;
}
