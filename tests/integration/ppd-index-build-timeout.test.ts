import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDb, type Db } from '#server/db/db.server';
import { restoreSoldPriceIndexes } from '#server/db/ppd/ppd-indexes.server';
import { openTestDb, type TestDb } from '../helpers/test-db';

/**
 * PostgreSQL lane only. Building the national file's deferred indexes takes minutes; a pool
 * opened with the app's statement timeout cancelled the build and left the table without them
 * (found by the 27-million-row scale bench). The build now lifts the timeout for itself.
 */
describe.skipIf(!process.env.TEST_DATABASE_URL)(
  'deferred index build and the statement timeout',
  () => {
    let t: TestDb;
    let timed: Db;
    beforeAll(async () => {
      t = await openTestDb({ lane: 'postgres', label: 'index_timeout' });
      timed = await openDb({ databaseUrl: t.url!, dataDir: '', statementTimeoutMs: 100 });
      // An index whose build takes ~300 ms: one row through a (declared immutable) sleeping function.
      await t.db.exec(`
      CREATE FUNCTION slow_price(p integer) RETURNS integer IMMUTABLE LANGUAGE sql
        AS 'SELECT p FROM pg_sleep(0.3)';
      INSERT INTO sold_house_prices (transaction_id, price, date_of_transfer, property_type,
          old_new, duration, ppd_category)
        VALUES ('{T1}', 100000, '2020-01-01', 'D', 'N', 'F', 'A');
      INSERT INTO ppd_deferred_indexes (name, definition) VALUES ('sold_prices_slow',
        'CREATE INDEX sold_prices_slow ON public.sold_house_prices USING btree (slow_price(price))');
    `);
    });
    afterAll(async () => {
      await timed?.close();
      await t?.dispose();
    });

    it('builds an index that takes longer than the pool statement timeout', async () => {
      await expect(timed.query('SELECT pg_sleep(0.3)')).rejects.toThrow(/statement timeout/);
      expect(await restoreSoldPriceIndexes(timed)).toBe(1);
      const { rows } = await t.db.query<{ n: number }>(
        "SELECT count(*)::int AS n FROM pg_indexes WHERE indexname = 'sold_prices_slow'",
      );
      expect(rows[0]!.n).toBe(1);
      expect((await t.db.query('SELECT 1 FROM ppd_deferred_indexes')).rows).toEqual([]);
    });
  },
);
