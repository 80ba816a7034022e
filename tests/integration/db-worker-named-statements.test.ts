import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDb, type Db } from '#server/db/db.server';

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

  it('keeps a statement once however often it runs, and plans every run for its own parameters', async () => {
    const before = await kept();
    for (let i = 0; i < 20; i++)
      expect((await db.query('SELECT $1::int + 1 AS next', [i])).rows).toEqual([{ next: i + 1 }]);
    expect(await kept()).toBe(before + 1);
    const mode = await db.query<{ plan_cache_mode: string }>('SHOW plan_cache_mode');
    expect(mode.rows[0]!.plan_cache_mode).toBe('force_custom_plan');
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
