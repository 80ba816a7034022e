import { cacheIdentity, type Queryable } from '#server/db/db.server';
import { memoise, memoisePerDatabase } from '#server/cache/memoise.server';
import type { HouseName } from './house-in-words.server';
import type { ListingsData } from '#shared/payloads/directory-data';
import type { ServerLoaderArgs } from './loader-args.server';
import { graph } from './graph-query.server';

type Houses = ListingsData['houses'];

/**
 * Auction houses are added only by a seed (feeds and editors refer to existing ones), so the
 * list the lot filters offer is kept a minute per database: before, every lot search asked for
 * the same hundred rows again (a statement and its graph work on every cache miss).
 */
const TTL_MS = 60_000;

const loaders = new WeakMap<Queryable, () => Promise<Houses>>();

/** The first hundred auction houses by name, for the lot filters' auction-house list. */
export function houseOptions(args: ServerLoaderArgs): Promise<Houses> {
  const key = cacheIdentity(args.scope.db);
  let load = loaders.get(key);
  if (!load) {
    load = memoise(
      async () =>
        (
          await graph<{ houses: Houses }>(
            args,
            'query HouseOptions { houses: auction_houses(order_by: [{ name: asc }], limit: 100) { id name } }',
            {},
          )
        ).houses,
      TTL_MS,
    );
    loaders.set(key, load);
  }
  return load();
}

/**
 * Every auction house's id and name, by id, kept as the filters' list is: a free-text search
 * reads them for a house named in its words (houseIn in search-reading), which queried them all
 * on every such search.
 */
export const houseNames = memoisePerDatabase(async (db): Promise<HouseName[]> => {
  const { rows } = await db.query<{ id: string | number; name: string }>(
    'SELECT id, name FROM auction_houses ORDER BY id',
  );
  return rows.map((r) => ({ id: Number(r.id), name: r.name }));
}, TTL_MS);
