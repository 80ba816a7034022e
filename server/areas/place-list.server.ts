import type { Queryable } from '#server/db/db.server';
import { memoisePerDatabase } from '#server/cache/memoise.server';
import type { PlaceEntry } from './place-match';
import { landscapePlaces, regionPlaces } from './region-places';

/** Places change only with a seed or an import; a few minutes' lag is fine for search. */
const TTL_MS = 10 * 60 * 1000;

async function loadPlaces(db: Queryable): Promise<PlaceEntry[]> {
  const [places, held] = await Promise.all([
    db.query<PlaceEntry>(
      `SELECT l.slug, l.name, l.kind, p.name AS "parentName", l.lat, l.lng, l.population
         FROM locations l LEFT JOIN locations p ON p.slug = l.parent_slug`,
    ),
    db.query<{ slug: string }>(
      'SELECT DISTINCT location_slug AS slug FROM postcodes WHERE location_slug IS NOT NULL',
    ),
  ]);
  // A postcode's town holds it, and so does every place around the town.
  const holding = new Set<string>();
  for (const { slug } of held.rows) {
    const parts = slug.split('/');
    for (let i = 1; i <= parts.length; i++) holding.add(parts.slice(0, i).join('/'));
  }
  const rows = places.rows.map((p) => ({ ...p, hasPostcodes: holding.has(p.slug) }));
  return [...rows, ...regionPlaces(rows), ...landscapePlaces(rows)];
}

/**
 * Every place (about 4,400 rows, England's regions, national parks and National Landscapes), kept
 * in memory per database for matching and suggestions.
 */
export const placeList = memoisePerDatabase(loadPlaces, TTL_MS);
