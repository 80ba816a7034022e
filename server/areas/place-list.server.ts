import { cacheIdentity, type Queryable } from '#server/db/db.server';
import { memoise } from '#server/cache/memoise.server';
import type { PlaceEntry } from './place-match';

/** Places change only with a seed or an import; a few minutes' lag is fine for search. */
const TTL_MS = 10 * 60 * 1000;

const loaders = new WeakMap<Queryable, () => Promise<PlaceEntry[]>>();

async function loadPlaces(db: Queryable): Promise<PlaceEntry[]> {
  const { rows } = await db.query<PlaceEntry>(
    `SELECT l.slug, l.name, l.kind, p.name AS "parentName", l.lat, l.lng, l.population
       FROM locations l LEFT JOIN locations p ON p.slug = l.parent_slug`,
  );
  return rows;
}

/** Every place (about 4,400 rows), kept in memory per database for matching and suggestions. */
export function placeList(db: Queryable): Promise<PlaceEntry[]> {
  const key = cacheIdentity(db);
  let load = loaders.get(key);
  if (!load) {
    load = memoise(() => loadPlaces(key), TTL_MS);
    loaders.set(key, load);
  }
  return load();
}
