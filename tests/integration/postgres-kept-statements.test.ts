import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '#server/db/db.server';
import { openPostgres } from '#server/db/postgres.server';
import { openTestDb, type TestDb } from '../helpers/test-db';

/*
 * On PostgreSQL the app's statements run as named prepared statements (decision 098): parsed once
 * per connection and, after five runs, planned once when PostgreSQL finds a generic plan no
 * dearer. What a caller must never notice: a different answer after a table's columns change, a
 * failed statement poisoning its connection, or a slow generic plan kept.
 */
describe.skipIf(!process.env.TEST_DATABASE_URL)(
  'PostgreSQL: statements kept by name',
  { timeout: 120_000 },
  () => {
    let t: TestDb;
    let guarded: Db;
    beforeAll(async () => {
      t = await openTestDb({ lane: 'postgres', label: 'kept_statements' });
      // A second pool on the same database where every run on a generic plan counts as slow.
      guarded = await openPostgres({
        url: t.url!,
        statementTimeoutMs: 0,
        poolMax: 2,
        genericPlanGuardMs: 0,
      });
    }, 120_000);
    afterAll(async () => {
      await guarded?.close();
      await t?.dispose();
    });

    const plansOn = (db: Db, sql: string, runs: number, arg: (i: number) => unknown) =>
      db.withConnection(async (c) => {
        for (let i = 0; i < runs; i++) await c.query(sql, [arg(i)]);
        const { rows } = await c.query<{ generic: number; custom: number }>(
          'SELECT generic_plans::int AS generic, custom_plans::int AS custom FROM pg_prepared_statements WHERE statement = $1',
          [sql],
        );
        return rows;
      });

    it('parses a statement once per connection and lets PostgreSQL plan it once for all', async () => {
      const sql = 'SELECT $1::int + 1 AS next';
      expect((await t.db.query(sql, [41])).rows).toEqual([{ next: 42 }]);
      const plans = await plansOn(t.db, sql, 20, (i) => i);
      expect(plans).toHaveLength(1);
      expect(plans[0]!.generic).toBeGreaterThanOrEqual(14);
    });

    it('plans each run once a run on a generic plan was slow', async () => {
      const sql = 'SELECT $1::int * 3 AS thrice';
      const plans = await plansOn(guarded, sql, 20, (i) => i);
      // Five custom plans, one generic run (slow: the guard is 0 ms), then unnamed runs only.
      expect(plans).toEqual([{ generic: 1, custom: 5 }]);
      expect((await guarded.query(sql, [7])).rows).toEqual([{ thrice: 21 }]);
    });

    it('a kept SELECT * gives the new columns after its table changed', async () => {
      await t.db.exec('CREATE TABLE kept_t (a int); INSERT INTO kept_t VALUES (1)');
      // Enough runs that every pooled connection likely holds the statement.
      for (let i = 0; i < 12; i++)
        expect((await t.db.query('SELECT * FROM kept_t')).rows).toEqual([{ a: 1 }]);
      await t.db.exec('ALTER TABLE kept_t ADD COLUMN b text');
      for (let i = 0; i < 12; i++)
        expect((await t.db.query('SELECT * FROM kept_t')).rows).toEqual([{ a: 1, b: null }]);
    });

    it('an SQL error leaves the statement and its connection usable', async () => {
      const sql = 'SELECT $1::int * 2 AS twice';
      expect((await t.db.query(sql, [2])).rows).toEqual([{ twice: 4 }]);
      await expect(t.db.query(sql, ['two'])).rejects.toMatchObject({ code: '22P02' });
      expect((await t.db.query(sql, [3])).rows).toEqual([{ twice: 6 }]);
    });
  },
);
