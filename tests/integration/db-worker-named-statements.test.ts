import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDb, type Db } from '#server/db/db.server';
import { openPglite } from '#server/db/pglite.server';

/**
 * The embedded database keeps each statement text parsed under a name (decision 063). What a
 * caller must never notice: a different answer after a schema change, a failed statement
 * poisoning the next, a plan chosen for other parameters, or names piling up without bound.
 */
describe('embedded database: statements kept by name', { timeout: 240_000 }, () => {
  let db: Db;
  beforeAll(async () => {
    db = await openDb({ dataDir: 'memory://' });
  }, 240_000);
  afterAll(() => db.close());

  const kept = async () =>
    (await db.query<{ n: number }>('SELECT count(*)::int AS n FROM pg_prepared_statements'))
      .rows[0]!.n;

  it('keeps a statement once however often it runs, and lets PostgreSQL plan it once for all', async () => {
    const before = await kept();
    const sql = 'SELECT $1::int + 1 AS next';
    for (let i = 0; i < 20; i++) expect((await db.query(sql, [i])).rows).toEqual([{ next: i + 1 }]);
    expect(await kept()).toBe(before + 1);
    // Planning cost more than running for most of the app's statements (decision 097): after its
    // first five runs the statement ran on one generic plan, not one plan per run.
    const plans = await db.query<{ generic: number; custom: number }>(
      'SELECT generic_plans::int AS generic, custom_plans::int AS custom FROM pg_prepared_statements WHERE statement = $1',
      [sql],
    );
    expect(plans.rows).toHaveLength(1);
    expect(plans.rows[0]!.generic).toBeGreaterThanOrEqual(14);
    expect(plans.rows[0]!.custom).toBeLessThanOrEqual(6);
  });

  it('a table changed by a statement or a script gives the new columns at once', async () => {
    await db.exec('CREATE TABLE named_t (a int); INSERT INTO named_t VALUES (1)');
    expect((await db.query('SELECT * FROM named_t')).rows).toEqual([{ a: 1 }]);
    await db.query('ALTER TABLE named_t ADD COLUMN b text');
    expect((await db.query('SELECT * FROM named_t')).rows).toEqual([{ a: 1, b: null }]);
    await db.exec('ALTER TABLE named_t DROP COLUMN a; UPDATE named_t SET b = $$x$$');
    expect((await db.query('SELECT * FROM named_t')).rows).toEqual([{ b: 'x' }]);
  });

  it('a kept statement that fails (bad parameter, rolled-back transaction) runs again after', async () => {
    const sql = 'SELECT $1::int * 2 AS twice';
    expect((await db.query(sql, [2])).rows).toEqual([{ twice: 4 }]);
    await expect(db.query(sql, ['two'])).rejects.toMatchObject({ code: '22P02' });
    expect((await db.query(sql, [3])).rows).toEqual([{ twice: 6 }]);
    const failed = await db
      .transaction(async (tx) => {
        await tx.query('SELECT nope FROM nowhere');
      })
      .catch((e: { code?: string }) => e.code);
    expect(failed).toBe('42P01');
    expect((await db.query(sql, [5])).rows).toEqual([{ twice: 10 }]);
  });

  it('keeps at most 200 names: the least recently used are closed', async () => {
    for (let i = 0; i < 260; i++)
      expect((await db.query(`SELECT ${i} AS v`)).rows).toEqual([{ v: i }]);
    const n = await kept();
    expect(n).toBeGreaterThanOrEqual(150);
    expect(n).toBeLessThanOrEqual(201);
    // The first of them was closed; asking for it again parses it afresh.
    expect((await db.query('SELECT 0 AS v')).rows).toEqual([{ v: 0 }]);
  });
});

describe(
  'embedded database: a slow generic plan goes back to per-run plans',
  { timeout: 240_000 },
  () => {
    let db: Db;
    beforeAll(async () => {
      // Every run on a generic plan counts as slow here, so the switch is seen on a tiny statement.
      db = await openPglite({ dataDir: 'memory://', statementTimeoutMs: 0, genericPlanGuardMs: 0 });
    }, 240_000);
    afterAll(() => db.close());

    const plansOf = async (sql: string) =>
      (
        await db.query<{ generic: number }>(
          'SELECT generic_plans::int AS generic FROM pg_prepared_statements WHERE statement = $1',
          [sql],
        )
      ).rows;

    it('closes a statement once it ran slow on a generic plan, and plans each later run', async () => {
      const sql = 'SELECT $1::int * 3 AS thrice';
      for (let i = 0; i < 6; i++)
        expect((await db.query(sql, [i])).rows).toEqual([{ thrice: 3 * i }]);
      // Runs 1-5 were planned for their parameters; the sixth ran on a generic plan and was slow.
      for (let i = 6; i < 20; i++)
        expect((await db.query(sql, [i])).rows).toEqual([{ thrice: 3 * i }]);
      expect(await plansOf(sql)).toEqual([]);
    });

    it('keeps a statement that never ran on a generic plan', async () => {
      const sql = 'SELECT $1::int - 1 AS less';
      for (let i = 0; i < 5; i++)
        expect((await db.query(sql, [i])).rows).toEqual([{ less: i - 1 }]);
      expect(await plansOf(sql)).toEqual([{ generic: 0 }]);
    });
  },
);
