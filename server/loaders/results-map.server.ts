import type { Queryable } from '#server/db/db.server';
import { lotBounds } from '#server/graph/lot-bounds.server';
import { circleBox, NEAR_DEFAULT_MILES, type MapBox, type ResultsMapData } from '#schema/map-view';
import { MILES_TO_KM, type ListingQuery } from '#schema/listing-query';
import type { ResolvedPlace } from '#schema/place';

/**
 * Where the map opens, most specific first: a `near` point's circle; the circle of a place
 * searched with a radius (the visitor's, or a full postcode's own); the searched place's box from
 * the place resolver; else the box of the matching lots. Null (no lots, no place): the map's default centre.
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
  // A search radius (the visitor's, or a full postcode's own) draws the circle searched.
  const point = place?.centre ?? null;
  const radius = km(q.radius ?? place?.radiusMiles ?? undefined);
  if (point && radius) return circleBox(point, radius);
  if (place?.bbox) return place.bbox;
  return bounds;
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
