import type { ListingQuery } from '#schema/listing-query';
import { listingWhere } from '#server/areas/listing-where';
import type { ResolvedPlace } from '#schema/place';
import type { ServerLoaderArgs } from './loader-args.server';
import { graph } from './graph-query.server';

/** A lot search to count: its query and the place its `location` resolved to. */
export interface CountedSearch {
  query: ListingQuery;
  place: ResolvedPlace | null;
}

/**
 * How many lots each search finds. A count is kept a short while per filter (the section data's
 * time, dropped with it whenever lots change: see createSectionDataCache), so the sort orders,
 * pages and views of one search, and the empty pages that offer the same wider search, count once.
 * The key is the search's `where` without the clock; the count is made with it. Those not kept go
 * in one graph query (the graph merges sibling counts into one statement).
 */
export async function lotCounts(
  args: ServerLoaderArgs,
  searches: readonly CountedSearch[],
): Promise<number[]> {
  const keys = searches.map((s) => JSON.stringify(listingWhere(s.query, s.place)));
  return args.scope.sectionData.counts(keys, async (missing) => {
    const now = new Date();
    const data = await graph<Record<string, { aggregate: { count: number } }>>(
      args,
      `query LotCounts(${missing.map((_, i) => `$w${i}: auction_properties_bool_exp`).join(', ')}) {
        ${missing.map((_, i) => `c${i}: auction_properties_aggregate(where: $w${i}) { aggregate { count } }`).join('\n')}
      }`,
      Object.fromEntries(
        missing.map((at, i) => [
          `w${i}`,
          listingWhere(searches[at]!.query, searches[at]!.place, now),
        ]),
      ),
    );
    return missing.map((_, i) => data[`c${i}`]!.aggregate.count);
  });
}
