import type { Queryable } from '#server/db/db.server';
import { lotBounds } from '#server/graph/lot-bounds.server';
import {
  circleBox,
  NEAR_DEFAULT_MILES,
  type LatLng,
  type MapBox,
  type ResultsMapData,
} from '#schema/map-view';
import { MILES_TO_KM, type ListingQuery, type PlaceCentre } from '#schema/listing-query';

/**
 * What the map needs of a searched place: its box, or its centre (with a radius when the place
 * has one of its own, e.g. a postcode unit). The place resolver's `place` fits this shape.
 */
export interface PlaceArea {
  bbox?: MapBox | null;
  centre?: LatLng | null;
  radius_km?: number | null;
}

/**
 * Where the map opens, most specific first: a `near` point's circle; the searched place (its box,
 * or its centre with the search's radius or its own); a place + radius search's circle; else the
 * box of the matching lots. Null (no lots, no place): the map's default centre.
 */
export function mapFrame(input: {
  q: ListingQuery;
  bounds: MapBox | null;
  centre?: PlaceCentre | null;
  place?: PlaceArea | null;
}): MapBox | null {
  const { q, bounds, centre, place } = input;
  const km = (miles: number | undefined) => (miles ? miles * MILES_TO_KM : undefined);
  if (q.near) {
    const [lat, lng] = q.near;
    return circleBox({ lat, lng }, km(q.radius ?? NEAR_DEFAULT_MILES)!);
  }
  if (place?.bbox) return place.bbox;
  const point = place?.centre ?? centre ?? null;
  const radius = km(q.radius) ?? place?.radius_km ?? undefined;
  if (point && radius) return circleBox(point, radius);
  return bounds;
}

/** The map's data for a results page: the list's own `where`, the lots' box and the opening frame. */
export async function resultsMapData(
  db: Queryable,
  input: {
    q: ListingQuery;
    where: Record<string, unknown>;
    centre?: PlaceCentre | null;
    place?: PlaceArea | null;
  },
): Promise<ResultsMapData> {
  const bounds = await lotBounds(db, input.where);
  return { where: input.where, bounds, frame: mapFrame({ ...input, bounds }) };
}
