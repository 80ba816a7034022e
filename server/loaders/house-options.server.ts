import { cacheIdentity, type Queryable } from '#server/db/db.server';
import { memoise } from '#server/cache/memoise.server';
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
