import { cacheIdentity, type Queryable } from '#server/db/db.server';
import { compileWhere, newCompiler, type BoolExp } from '#server/graph/sql.server';
import { TABLES } from '#server/graph/tables.server';
import { createStaleCache } from '#server/cache/stale-cache.server';
import type { SoldPriceSummary } from '#schema/sold-price-query';

/**
 * Count, average and median price of the sold prices matching a data-graph `where`, compiled by
 * the graph's own compiler (same column whitelist and parameter casts). A narrow filter costs a
 * few milliseconds on the (district | sector, date) indexes; the whole table is a scan (~100-270 ms
 * on 200,000 rows), so results are kept for STATS_TTL_MS per database and filter. Price Paid data
 * changes with monthly imports, so a few minutes' lag is harmless.
 */
export const STATS_TTL_MS = 5 * 60_000;

const caches = new WeakMap<Queryable, ReturnType<typeof createStaleCache<SoldPriceSummary>>>();

/** The figures straight from the database, uncached (benchmarks; pages use `soldPriceStats`). */
export async function querySoldPriceStats(
  db: Queryable,
  where: BoolExp,
): Promise<SoldPriceSummary> {
  const c = newCompiler();
  const condition = compileWhere(c, TABLES.sold_house_prices, where, 't');
  const { rows } = await db.query<{ count: number; average: number | null; median: number | null }>(
    `SELECT count(*)::int AS count, round(avg(t.price))::int AS average,
            round(percentile_cont(0.5) WITHIN GROUP (ORDER BY t.price))::int AS median
       FROM sold_house_prices t WHERE ${condition}`,
    c.params.values,
  );
  return {
    count: Number(rows[0]?.count ?? 0),
    average: rows[0]?.average ?? null,
    median: rows[0]?.median ?? null,
  };
}

export function soldPriceStats(db: Queryable, where: BoolExp): Promise<SoldPriceSummary> {
  const key = cacheIdentity(db);
  let cache = caches.get(key);
  if (!cache) caches.set(key, (cache = createStaleCache({ ttlMs: STATS_TTL_MS, maxEntries: 500 })));
  return cache.get(JSON.stringify(where), () => querySoldPriceStats(db, where));
}
