import type { Queryable } from './db.server';

/** Every district's price bands from the sales held now (migration 028, decision 058). */
export async function rebuildSoldPriceBands(q: Queryable): Promise<void> {
  await q.query('SELECT sold_price_bands_rebuild()');
}

/**
 * A bulk write to sold_house_prices inside transaction `tx` (the demo seed, its roll-forward)
 * without keeping the price bands statement by statement, then one rebuild of them: grouping
 * 200,000 seeded sales once is cheaper than once per batch. `SET LOCAL` ends with the
 * transaction, so a failed write leaves the triggers on for everyone else.
 */
export async function withSoldPriceBandsRebuilt<T>(
  tx: Queryable,
  write: () => Promise<T>,
): Promise<T> {
  await tx.query("SET LOCAL sold_price_bands.paused = 'on'");
  const result = await write();
  await tx.query("SET LOCAL sold_price_bands.paused = 'off'");
  await rebuildSoldPriceBands(tx);
  return result;
}
