import type { ServerLoaderArgs } from './loader-args.server';
import { lotCounts } from './lot-counts.server';
import { resolveLotPlace } from '#server/areas/resolve-place.server';
import { parseListingQuery, RADIUS_CHOICES_MILES } from '#schema/listing-query';
import { milesText } from '#schema/place';
import { formatCountOf } from '#shared/format/format';
import type { AreaPageData } from '#shared/payloads/area-data';

/**
 * An area with no lot for sale: the nearest lots, as the smallest of the lot search's circles
 * around it that finds some ("12 lots within 10 miles of Penzance"), counted as that search counts
 * them, so the link shows what it says. Null when no circle finds any or the area has no centre.
 * `location` is the value the area's own lot search uses (a place's slug, a postcode's label).
 */
export async function nearbyLots(
  args: ServerLoaderArgs,
  location: string,
  name: string,
): Promise<AreaPageData['nearbyLots']> {
  const resolved = await resolveLotPlace(args.scope.db, location);
  if (!resolved.found || !resolved.place.centre) return null;
  const place = resolved.place;
  const searches = RADIUS_CHOICES_MILES.map((radius) => {
    const params = new URLSearchParams({ location, radius: String(radius) });
    return { params, query: parseListingQuery(params), place: { ...place, radiusMiles: radius } };
  });
  // Smallest circle first, one count each: the empty areas are mostly remote, and counting all
  // five circles in one statement evaluated every lot of the widest one's box five times over
  // (4.3 ms a page on PGlite; decision 082).
  for (const { params, query, place: circle } of searches) {
    const [count = 0] = await lotCounts(args, [{ query, place: circle }]);
    if (count > 0)
      return {
        href: `/listings?${params.toString()}`,
        label: `${formatCountOf(count, 'lot')} within ${milesText(circle.radiusMiles)} of ${name}`,
      };
  }
  return null;
}
