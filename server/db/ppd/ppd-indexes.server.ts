import type { Db, Queryable } from '#server/db/db.server';
import { rebuildSoldPriceBands } from '#server/db/sold-price-bands-bulk.server';

const TABLE = 'sold_house_prices';

/** Whether `sold_house_prices` holds no row at all (a first fill). */
export async function soldPricesEmpty(db: Queryable): Promise<boolean> {
  const { rows } = await db.query<{ empty: boolean }>(
    `SELECT NOT EXISTS (SELECT 1 FROM ${TABLE}) AS empty`,
  );
  return rows[0]?.empty === true;
}

/**
 * Drops the secondary indexes of `sold_house_prices` (not the primary key, which the upsert needs),
 * saving their definitions in `ppd_deferred_indexes`, in one transaction. Returns how many.
 */
export async function deferSoldPriceIndexes(db: Db): Promise<number> {
  return db.transaction(async (tx) => {
    const { rows } = await tx.query<{ name: string; def: string }>(
      `SELECT i.indexrelid::regclass::text AS name, pg_get_indexdef(i.indexrelid) AS def
         FROM pg_index i
        WHERE i.indrelid = $1::regclass
          AND NOT EXISTS (SELECT 1 FROM pg_constraint c WHERE c.conindid = i.indexrelid)
        ORDER BY 1`,
      [TABLE],
    );
    for (const index of rows) {
      await tx.query(
        `INSERT INTO ppd_deferred_indexes (name, definition) VALUES ($1, $2)
         ON CONFLICT (name) DO NOTHING`,
        [index.name, index.def],
      );
      await tx.query(`DROP INDEX ${index.name}`);
    }
    return rows.length;
  });
}

/**
 * Builds every index waiting in `ppd_deferred_indexes`, rebuilds the price bands of every
 * district and the place names of every sale (neither is kept row by row while indexes wait:
 * migrations 028 and 051) and forgets the indexes, in one transaction (a no-op when none waits).
 * Returns how many indexes were built.
 */
export async function restoreSoldPriceIndexes(db: Db): Promise<number> {
  return db.transaction(async (tx) => {
    const { rows } = await tx.query<{ name: string; definition: string }>(
      'SELECT name, definition FROM ppd_deferred_indexes ORDER BY name FOR UPDATE',
    );
    if (!rows.length) return 0;
    if (db.engine === 'postgres') {
      await tx.query("SET LOCAL maintenance_work_mem = '512MB'");
      // Building the national file's indexes takes minutes: a pool's per-query timeout (the app's
      // DB_STATEMENT_TIMEOUT_MS) would cancel it and leave the table without them.
      await tx.query('SET LOCAL statement_timeout = 0');
    }
    for (const index of rows) {
      await tx.query(
        index.definition.replace(/^CREATE (UNIQUE )?INDEX /, 'CREATE $1INDEX IF NOT EXISTS '),
      );
    }
    await rebuildSoldPriceBands(tx);
    // The place names Land Registry gives (migration 051), also not kept during the fill.
    await tx.query('SELECT sold_price_place_names_rebuild()');
    await tx.query('DELETE FROM ppd_deferred_indexes');
    return rows.length;
  });
}
