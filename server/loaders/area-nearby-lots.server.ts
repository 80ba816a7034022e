import type { ServerLoaderArgs } from './loader-args.server';
import { lotCounts } from './lot-counts.server';
import { nearestTownWithLots } from '#server/areas/nearby-places.server';
import { resolveLotPlace } from '#server/areas/resolve-place.server';
import { parseListingQuery, RADIUS_CHOICES_MILES } from '#schema/listing-query';
import { chipPlaceName, milesText, type ResolvedPlace } from '#schema/place';
import { WIDE_KINDS } from '#server/areas/place-where';
import { formatCountOf } from '#shared/format/format';
import type { AreaPageData } from '#shared/payloads/area-data';

/**
 * An area with no lot for sale: the nearest lots, counted as their link's search counts them, so
 * the link shows what it says. A town or postcode district offers the smallest of the lot search's
 * circles around it that finds some ("12 lots within 10 miles of Penzance"); a county or postcode
 * area, a whole area rather than a point, offers the lots of the town with lots nearest its centre
 * ("2 lots in Coventry, near Warwickshire"), as does a town no circle of 50 miles reaches a lot from.
 * Null when nothing is found or the area has no centre.
 * `location` is the value the area's own lot search uses (a place's slug, a postcode's label).
 */
export async function nearbyLots(
  args: ServerLoaderArgs,
  location: string,
  name: string,
): Promise<AreaPageData['nearbyLots']> {
  const resolved = await resolveLotPlace(args.scope.db, location);
  if (!resolved.found || !resolved.place.centre) return null;
  if (WIDE_KINDS.has(resolved.place.kind))
    return nearestTownLots(args, resolved.place.centre, name);
  // Past the widest circle (Carlisle, Inverness), the town with lots nearest it.
  return (
    (await nearestCircle(args, resolved.place, location, name)) ??
    nearestTownLots(args, resolved.place.centre, name)
  );
}

async function nearestCircle(
  args: ServerLoaderArgs,
  place: ResolvedPlace,
  location: string,
  name: string,
): Promise<AreaPageData['nearbyLots']> {
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
        // "LS6 9", which we hold no point of: its district's centre, said so.
        label: `${formatCountOf(count, 'lot')} within ${milesText(circle.radiusMiles)} of ${place.centreOf ? `the centre of ${place.centreOf}` : name}`,
      };
  }
  return null;
}

async function nearestTownLots(
  args: ServerLoaderArgs,
  centre: NonNullable<ResolvedPlace['centre']>,
  name: string,
): Promise<AreaPageData['nearbyLots']> {
  const town = await nearestTownWithLots(args.scope.db, centre);
  if (!town) return null;
  const resolved = await resolveLotPlace(args.scope.db, town.slug);
  if (!resolved.found) return null;
  const params = new URLSearchParams({ location: resolved.place.value });
  const [count = 0] = await lotCounts(args, [
    { query: parseListingQuery(params), place: resolved.place },
  ]);
  if (!count) return null;
  return {
    href: `/listings?${params.toString()}`,
    label: `${formatCountOf(count, 'lot')} in ${chipPlaceName(resolved.place)}, near ${name}`,
  };
}
