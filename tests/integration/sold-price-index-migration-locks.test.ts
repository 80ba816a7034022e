import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDb, type TestDb } from '../helpers/test-db';
import { MIGRATIONS } from '#server/db/migrate.server';

/**
 * Migration 037 rebuilds four covering indexes of `sold_house_prices` (minutes at the national
 * file's 27 million rows). While it builds them, sold-price searches, area pages and lot pages'
 * "Sold prices nearby" must still read the table: the old indexes are dropped only once the new
 * ones are built, so the exclusive lock a DROP INDEX takes is held for the swap, not the builds.
 * Real PostgreSQL only (PGlite has one connection).
 */
describe.runIf(process.env.TEST_DATABASE_URL)('migration 037 on a live database', () => {
  let t: TestDb;
  beforeAll(async () => {
    t = await openTestDb({ lane: 'postgres', label: 'index-037-locks' });
  }, 60_000);
  afterAll(() => t?.dispose());

  const sql = MIGRATIONS.find((m) => m.name === '037_sold_price_new_build_tenure')!.sql;

  it('lets readers read the table while it builds the indexes', async () => {
    // A writer in the middle of a transaction (an import's batch): the builds wait for it.
    let endWriter!: () => void;
    const writerDone = new Promise<void>((resolve) => (endWriter = resolve));
    let writerHolds!: () => void;
    const holding = new Promise<void>((resolve) => (writerHolds = resolve));
    const writer = t.db.withConnection(async (conn) => {
      await conn.query('BEGIN');
      await conn.query('LOCK TABLE sold_house_prices IN ROW EXCLUSIVE MODE');
      writerHolds();
      await writerDone;
      await conn.query('ROLLBACK');
    });
    await holding;

    const migration = t.db.withConnection(async (conn) => {
      await conn.query('BEGIN');
      await conn.exec(sql);
      await conn.query('COMMIT');
    });
    await expect
      .poll(
        async () =>
          (
            await t.db.query<{ n: number }>(
              `SELECT count(*)::int AS n FROM pg_locks
                WHERE relation = 'sold_house_prices'::regclass AND NOT granted`,
            )
          ).rows[0]!.n,
        { timeout: 10_000, interval: 50 },
      )
      .toBeGreaterThan(0);

    // A visitor's read meanwhile.
    const read = await t.db.withConnection(async (conn) => {
      await conn.query('BEGIN');
      try {
        await conn.query(`SET LOCAL lock_timeout = '1s'`);
        const { rows } = await conn.query<{ n: number }>(
          `SELECT count(*)::int AS n FROM sold_house_prices WHERE postcode_district = 'LS6'`,
        );
        return rows[0]!.n;
      } catch (err) {
        return (err as Error).message;
      } finally {
        await conn.query('ROLLBACK');
      }
    });
    endWriter();
    await Promise.all([writer, migration]);
    expect(typeof read, String(read)).toBe('number');

    const { rows } = await t.db.query<{ name: string; def: string }>(
      `SELECT indexname AS name, indexdef AS def FROM pg_indexes
        WHERE tablename = 'sold_house_prices' AND indexname LIKE 'sold_prices_%' ORDER BY 1`,
    );
    const defs = new Map(rows.map((r) => [r.name, r.def]));
    for (const name of [
      'sold_prices_district_date',
      'sold_prices_sector_date',
      'sold_prices_street_date',
      'sold_prices_street_district_date',
    ])
      expect(defs.get(name), name).toMatch(/old_new, duration\)$/);
    expect(defs.get('sold_prices_new_builds')).toMatch(/WHERE \(old_new = 'Y'::bpchar\)$/);
    expect([...defs.keys()].filter((n) => n.endsWith('_037'))).toEqual([]);
  });
});
