import type { Queryable } from '#server/db/db.server';
import { lotBounds } from '#server/graph/lot-bounds.server';
import {
  boxAround,
  circleBox,
  NEAR_DEFAULT_MILES,
  type MapBox,
  type ResultsMapData,
} from '#schema/map-view';
import { MILES_TO_KM, type ListingQuery } from '#schema/listing-query';
import type { ResolvedPlace } from '#schema/place';

/**
 * Where the map opens: round a `near` point's circle; else round everything the search takes in,
 * the circle of a place searched with a radius (the visitor's, or a full postcode's own), the
 * searched place's box from the place resolver (its land, widened by the radius: decision 153) and
 * the box of the matching lots. A county searched "within 5 miles" opened on the circle round its
 * centre, with none of its 54 lots in view; a town's lot just outside its box was left out of view.
 * Null (no lots, no place): the map's default centre.
 */
export function mapFrame(input: {
  q: ListingQuery;
  bounds: MapBox | null;
  place?: ResolvedPlace | null;
}): MapBox | null {
  const { q, bounds, place } = input;
  const km = (miles: number | undefined) => (miles ? miles * MILES_TO_KM : undefined);
  if (q.near) {
    const [lat, lng] = q.near;
    return circleBox({ lat, lng }, km(q.radius ?? NEAR_DEFAULT_MILES)!);
  }
  const point = place?.centre ?? null;
  const radius = km(q.radius ?? place?.radiusMiles ?? undefined);
  const circle = point && radius ? circleBox(point, radius) : null;
  return boxAround([circle, place?.bbox ?? null, bounds].filter((b) => b !== null));
}

/** The map's data for a results page: the list's own `where`, the lots' box and the opening frame. */
export async function resultsMapData(
  db: Queryable,
  input: {
    q: ListingQuery;
    where: Record<string, unknown>;
    place?: ResolvedPlace | null;
  },
): Promise<ResultsMapData> {
  const bounds = await lotBounds(db, input.where);
  return { where: input.where, bounds, frame: mapFrame({ ...input, bounds }) };
}
