import type { Queryable } from '#server/db/db.server';
import { resolveLotPlace } from '#server/areas/resolve-place.server';
import type { ListingQuery } from '#schema/listing-query';
import { listingWhere } from '#server/areas/listing-where';
import type { ResolvedPlace, UnknownPlace } from '#schema/place';

export interface LotFilter {
  where: Record<string, unknown>;
  /** What `location` resolved to; null without a location or when it names no place. */
  place: ResolvedPlace | null;
  /** A `location` that names no place (no lot matches it), with what may have been meant. */
  unknownPlace: UnknownPlace | null;
}

/**
 * A lot search's graph `where`, with its `location` resolved first: one piece for the results
 * page and the alert digests, so an alert matches exactly what its results page shows.
 */
export async function lotFilter(
  db: Queryable,
  q: ListingQuery,
  /** The clock the lots are read on (lots for sale, closing days in words): the request's, or an alert run's. */
  now = new Date(),
): Promise<LotFilter> {
  const resolved = q.location ? await resolveLotPlace(db, q.location, q.radius ?? null) : null;
  const place = resolved?.found ? resolved.place : null;
  return {
    where: listingWhere(q, place, now),
    place,
    unknownPlace: resolved && !resolved.found ? resolved.unknown : null,
  };
}
